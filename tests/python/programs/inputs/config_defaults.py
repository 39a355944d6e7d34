# Merging inputs over defaults without mutating inputs.
defaults = {"retries": 3, "timeout": 2.5, "verbose": False, "tags": []}
config = {**defaults, **inputs}
print(config)
print(sorted(set(config) - set(inputs)), inputs.get("retries", "absent"))
