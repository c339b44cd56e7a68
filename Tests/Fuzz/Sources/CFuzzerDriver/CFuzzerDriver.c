// Intentionally empty: the header declares a function the fuzzer runtime defines.
