-- Shared by the bench's wrk scripts. Numbers the threads (`id`, from 1), so
-- each can take its own slice of the requests...
local next_id = 1
function setup(thread)
  thread:set("id", next_id)
  next_id = next_id + 1
end

-- ...and prints one line scripts/bench reads after a wrk run:
-- BENCH <requests/s> <p50 ms> <p99 ms> <errors> <requests>
-- Errors are socket errors plus answers outside 2xx/3xx.
function done(summary, latency, requests)
  local e = summary.errors
  local errors = e.connect + e.read + e.write + e.timeout + e.status
  local rps = summary.requests / (summary.duration / 1e6)
  io.write(string.format("BENCH %.0f %.2f %.2f %d %d\n", rps,
    latency:percentile(50) / 1000, latency:percentile(99) / 1000, errors, summary.requests))
end
