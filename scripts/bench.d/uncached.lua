-- Makes every request a different listing query (a distinct `minPrice` in
-- TK, low enough to keep nearly every match), so no answer is served from
-- the server's per-query cache: the cost of a cache miss under load.
--   wrk ... -s uncached.lua <url with a query> -- <threads>
dofile(debug.getinfo(1, "S").source:sub(2):match("(.*/)") .. "report.lua")

local step, n

function init(args)
  step = tonumber(args[1])
  n = id
end

function request()
  n = n + step
  local price = string.format("%d.%02d", n % 5000 + 1, math.floor(n / 5000) % 100)
  return wrk.format("GET", wrk.path .. "&minPrice=" .. price)
end
