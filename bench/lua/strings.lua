-- CPU suite (Lua 5.4): strings, a translation of bench/cpu/strings.js (a table buffer stands in for `+=`).
local checksum = 0
for round = 0, 119 do
  local buf = {}
  for i = 0, 1999 do
    buf[#buf + 1] = "item" .. i .. ":" .. ((i * 7) % 13) .. ";"
  end
  local text = table.concat(buf)
  local rows = {}
  for i = 0, 499 do
    rows[#rows + 1] = "row " .. i .. " of " .. round
  end
  local joined = table.concat(rows, "\n")

  for field in text:gmatch("[^;]+") do
    local key, value = field:match("^([^:]*):(.*)$")
    checksum = checksum + #key + tonumber(value)
  end
  for line in joined:gmatch("[^\n]+") do
    local rest = line:sub(5)
    local at = rest:find(" of ", 1, true)
    checksum = checksum + (at and at - 1 or -1) + line:upper():byte(1)
  end
  checksum = (checksum + #text + #joined) % 1000000007
end
print("strings checksum " .. checksum)
