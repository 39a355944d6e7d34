def helper(values):
    total = 0
    for v in values:
        total += v
    return totl

def main():
    print("start")
    result = helper([1, 2, 3])
    print(result)

main()
