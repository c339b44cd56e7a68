#ifndef PHOTOLIST_FUZZER_DRIVER_H
#define PHOTOLIST_FUZZER_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's entry point for programs that have their own main (defined by -sanitize=fuzzer's runtime).
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
