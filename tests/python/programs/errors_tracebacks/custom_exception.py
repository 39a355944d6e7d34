# An uncaught custom exception with a message.
class ValidationError(Exception):
    pass


def validate(age):
    if age < 0:
        raise ValidationError(f"age must be >= 0, got {age}")
    return age


print(validate(5))
print(validate(-2))
