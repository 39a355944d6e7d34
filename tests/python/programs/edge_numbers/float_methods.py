# float methods: is_integer, as_integer_ratio, hex, fromhex.
for v in [0.5, 0.1, 3.0, -2.25, 1e20]:
    print(v, v.is_integer(), v.as_integer_ratio(), v.hex())
print(float.fromhex("0x1.8p1"), (7).as_integer_ratio(), (10).bit_count(), int.bit_length(1024))
