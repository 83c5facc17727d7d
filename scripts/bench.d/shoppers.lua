-- Signed-in shoppers for wrk: each request is sent as the next prepared
-- shopper, each thread taking its own slice so no two requests share a cart
-- line or an idempotency key.
--   wrk ... -s shoppers.lua <url> -- <cart-list|add-to-cart|checkout> <shoppers.txt> <products.txt> <threads>
dofile(debug.getinfo(1, "S").source:sub(2):match("(.*/)") .. "report.lua")

local mode, shoppers, products, step, n

function init(args)
  mode = args[1]
  shoppers, products = {}, {}
  for line in io.lines(args[2]) do
    local token, address, total = line:match("(%S+) (%S+) (%S+)")
    shoppers[#shoppers + 1] = { token = token, address = address, total = total }
  end
  for line in io.lines(args[3]) do products[#products + 1] = line end
  step = tonumber(args[4])
  n = id - 1
end

local function post(path, token, body, extra)
  local headers = { ["Content-Type"] = "application/json", ["token"] = token }
  if extra then for k, v in pairs(extra) do headers[k] = v end end
  return wrk.format("POST", path, headers, body)
end

function request()
  local k = n
  n = n + step
  local count = #shoppers
  local shopper = shoppers[k % count + 1]
  if mode == "cart-list" then
    return post("/api/cart-products", shopper.token, "{}")
  elseif mode == "add-to-cart" then
    -- Browsing shopper s holds products 3s..3s+2; each round adds the next one.
    local s, round = k % count, math.floor(k / count)
    local product = products[(s * 3 + 3 + round) % #products + 1]
    return post("/api/add-cart", shopper.token, '{"product_id":"' .. product .. '","quantity":1}')
  else
    -- One checkout per prepared cart: past the list, carts are empty (409s).
    local body = '{"address_id":"' .. shopper.address .. '","payment_method":"cash_on_delivery","expected_total":'
      .. shopper.total .. '}'
    return post("/api/checkout", shopper.token, body, { ["Idempotency-Key"] = "bench-" .. id .. "-" .. k })
  end
end
