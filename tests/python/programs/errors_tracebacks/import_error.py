# Importing a module the sandbox does not have.
import json

print(json.dumps([1]))
import requests
