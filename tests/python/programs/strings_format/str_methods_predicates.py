# isdigit, isalpha, isalnum, isspace, isidentifier, isnumeric, isdecimal.
for s in ["123", "12.5", "abc", "abc123", "   ", "", "Ab_1", "1abc", "½", "²", "٣"]:
    print(repr(s), s.isdigit(), s.isalpha(), s.isalnum(), s.isspace(), s.isidentifier(), s.isnumeric(), s.isdecimal())
