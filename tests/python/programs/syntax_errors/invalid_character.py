# A character that cannot start a token.
price = 5 € 3
