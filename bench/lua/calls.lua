-- CPU suite (Lua 5.4): calls, a direct translation of bench/cpu/calls.js (metatable classes, closures).
local Vec = {}
Vec.__index = Vec
local function newVec(x, y) return setmetatable({ x = x, y = y }, Vec) end
function Vec:add(o) return newVec(self.x + o.x, self.y + o.y) end
function Vec:dot(o) return self.x * o.x + self.y * o.y end
function Vec:scale(k) return newVec(self.x * k, self.y * k) end

local Account = {}
Account.__index = Account
local function newAccount(id) return setmetatable({ id = id, balance = 0 }, Account) end
function Account:deposit(n)
  self.balance = self.balance + n
  return self
end
function Account:withdraw(n)
  if n <= self.balance then self.balance = self.balance - n end
  return self
end
function Account:value() return self.balance end

local function depth(n)
  if n == 0 then return 0 end
  return 1 + depth(n - 1)
end

local function ack(m, n)
  if m == 0 then return n + 1 end
  if n == 0 then return ack(m - 1, 1) end
  return ack(m - 1, ack(m, n - 1))
end

-- Array.prototype.map / filter / reduce as plain functions over sequences
local function map(t, f)
  local r = {}
  for i = 1, #t do r[i] = f(t[i]) end
  return r
end
local function filter(t, f)
  local r, n = {}, 0
  for i = 1, #t do
    if f(t[i]) then n = n + 1; r[n] = t[i] end
  end
  return r
end
local function reduce(t, f, acc)
  for i = 1, #t do acc = f(acc, t[i]) end
  return acc
end

local checksum = 0
local accounts = {}
for i = 0, 63 do accounts[#accounts + 1] = newAccount(i) end
for round = 0, 2999 do
  local v = newVec(1, 2)
  for i = 0, 99 do
    v = v:add(newVec(i % 3, 1)):scale(0.5)
    checksum = (checksum + v:dot(v)) % 1000003
  end
  for i = 0, 63 do
    local a = accounts[i + 1]
    a:deposit(i + round):withdraw(i % 7)
    checksum = (checksum + a:value()) % 1000003
  end
  local xs = {}
  for i = 0, 49 do xs[#xs + 1] = i + round end
  local k = round % 5
  local total = reduce(filter(map(xs, function(x) return x * k + 1 end),
                              function(x) return x % 3 ~= 0 end),
                       function(acc, x) return acc + x end, 0)
  checksum = (checksum + total) % 1000003
  checksum = (checksum + depth(200) + ack(2, round % 20)) % 1000003
end
print("calls checksum " .. math.floor(checksum))
