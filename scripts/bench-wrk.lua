-- wrk's report for bench-wrk.ts: one JSON line with the counts and latency percentiles (microseconds).
-- A POST body, when the bench gives one, comes in WRK_BODY.
local body = os.getenv("WRK_BODY")
if body and #body > 0 then
  wrk.method = "POST"
  wrk.body = body
end

done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '{"requests":%d,"duration_us":%d,"errors":%d,"p50":%d,"p95":%d,"p99":%d}\n',
    summary.requests, summary.duration, e.connect + e.read + e.write + e.status + e.timeout,
    latency:percentile(50), latency:percentile(95), latency:percentile(99)))
end
