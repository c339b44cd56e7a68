// The smallest Swift program: the size floor below Foundation (the Swift runtime and standard library alone).
print("Hello, world")
