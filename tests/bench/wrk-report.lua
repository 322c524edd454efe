-- wrk script for `npm run bench:api`: the request comes from the environment, and the summary
-- is printed as one JSON line (wrk itself prints no p95).
wrk.method = os.getenv("WRK_METHOD") or "GET"
local body = os.getenv("WRK_BODY")
if body and body ~= "" then wrk.body = body end
local header_lines = os.getenv("WRK_HEADERS") or ""
for line in string.gmatch(header_lines, "[^\n]+") do
  local name, value = string.match(line, "^([^:]+):%s*(.*)$")
  if name then wrk.headers[name] = value end
end

done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'WRK_RESULT {"requests":%d,"durationUs":%d,"p50Us":%d,"p95Us":%d,"non2xx":%d,"socketErrors":%d}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(95),
    e.status, e.connect + e.read + e.write + e.timeout))
end
