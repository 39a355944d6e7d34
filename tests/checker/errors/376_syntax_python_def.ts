def total(xs):
    return sum(xs)

console.log(total([1, 2]))
