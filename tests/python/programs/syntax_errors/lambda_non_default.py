# A parameter without a default after one with a default, in a lambda.
lambda a=1, b: a
