-- Makes every request a different listing query (a distinct `minPrice` in
-- TK, low enough to keep nearly every match), so no answer is served from
-- the server's per-query cache: the cost of a cache miss under load. With a
-- client count, each request comes from the next of that many shoppers'
-- addresses (X-Forwarded-For; the server must trust loopback as a proxy).
--   wrk ... -s uncached.lua <url with a query> -- <threads> [clients]
dofile(debug.getinfo(1, "S").source:sub(2):match("(.*/)") .. "report.lua")

local step, n, clients

function init(args)
  step = tonumber(args[1])
  clients = tonumber(args[2])
  n = id
end

function request()
  n = n + step
  local price = string.format("%d.%02d", n % 5000 + 1, math.floor(n / 5000) % 100)
  local headers = nil
  if clients then
    headers = { ["X-Forwarded-For"] = "10.0." .. (n % clients) .. ".1" }
  end
  return wrk.format("GET", wrk.path .. "&minPrice=" .. price, headers)
end
