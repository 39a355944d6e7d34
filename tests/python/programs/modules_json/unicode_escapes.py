# Escaping of non-ASCII and control characters.
import json

s = "quote\" backslash\\ slash/ bell\x07 nul\x00 e\u00e9 emoji\U0001F600 del\x7f"
print(json.dumps(s))
print(json.dumps(s, ensure_ascii=False))
print(json.loads(json.dumps(s)) == s, json.loads('"\\ud83d\\ude00"'))
