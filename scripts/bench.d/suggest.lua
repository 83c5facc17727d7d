-- What the header's search box asks as shoppers type: every prefix of two
-- characters or more of real queries (Bangla script, Banglish, shorthands,
-- typos), in turn, each thread starting at its own place. Suggestions are not
-- kept between requests, so each one is searched, ranked and counted afresh.
--   wrk ... -s suggest.lua <url> -- <threads>
dofile(debug.getinfo(1, "S").source:sub(2):match("(.*/)") .. "report.lua")

local typed = {
  "samsung galaxy", "স্যামসাং", "samsang", "shaomi redmi", "s24u", "note 13 pro+",
  "আইফোন ১৫", "aifon 15 pro", "redmi 13c", "8/256", "realmi narzo", "oppo reno",
  "tekno spark", "infinix hot", "ভিভো", "walton primo", "nokia", "oneplus nord",
  "pixel 8", "motorola edge", "honor x9", "symphony", "itel", "poco x6 pro",
}

local paths, step, n = {}, 1, 0

-- Percent-encodes a query for the URL (UTF-8 bytes as they are).
local function encode(text)
  return (text:gsub("[^%w%-_.~]", function(c) return string.format("%%%02X", string.byte(c)) end))
end

-- Each prefix of `text` that ends on a whole character, from two characters on.
local function prefixes(text)
  local ends, out = {}, {}
  for position = 2, #text do
    local byte = text:byte(position)
    if byte < 0x80 or byte >= 0xC0 then -- not a UTF-8 continuation byte: a character starts here
      ends[#ends + 1] = position - 1
    end
  end
  ends[#ends + 1] = #text
  for k = 2, #ends do
    out[#out + 1] = text:sub(1, ends[k])
  end
  return out
end

function init(args)
  step = tonumber(args[1]) or 1
  for _, query in ipairs(typed) do
    for _, prefix in ipairs(prefixes(query)) do
      paths[#paths + 1] = wrk.path .. "?q=" .. encode(prefix)
    end
  end
  n = (id - 1) * math.floor(#paths / step)
end

function request()
  n = n + 1
  return wrk.format("GET", paths[n % #paths + 1])
end
