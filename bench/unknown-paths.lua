-- wrk script of `npm run bench`: every request a path nobody has asked for before, half shaped
-- like a page of a channel (/verkehr/gibt-es-nicht-N), half like a bot's probe (/wp-login-N.php).
-- Counts answers that are not 404.
local threads = {}
local next_id = 1

function setup(thread)
  thread:set("id", next_id)
  next_id = next_id + 1
  table.insert(threads, thread)
end

function init(args)
  counter = 0
  not_404 = 0
end

function request()
  counter = counter + 1
  local n = id * 10000000 + counter
  if counter % 2 == 0 then
    return wrk.format("GET", "/verkehr/gibt-es-nicht-" .. n)
  end
  return wrk.format("GET", "/wp-login-" .. n .. ".php")
end

function response(status, headers, body)
  if status ~= 404 then
    not_404 = not_404 + 1
  end
end

function done(summary, latency, requests)
  local wrong = 0
  for _, thread in ipairs(threads) do
    wrong = wrong + thread:get("not_404")
  end
  io.write(string.format("not-404: %d\n", wrong))
end
