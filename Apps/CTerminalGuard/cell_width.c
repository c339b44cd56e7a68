#define _XOPEN_SOURCE 700
#include "cell_width.h"

#include <langinfo.h>
#include <locale.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

int photolist_wcwidth(uint32_t code_point) {
    return wcwidth((wchar_t)code_point);
}

int photolist_wcswidth(const uint32_t *code_points, int count) {
    wchar_t *text = malloc(sizeof(wchar_t) * (size_t)(count + 1));
    if (text == NULL) return -1;
    for (int i = 0; i < count; i++) text[i] = (wchar_t)code_points[i];
    text[count] = 0;
    int width = wcswidth(text, (size_t)count);
    free(text);
    return width;
}

static int is_utf8(void) {
    const char *codeset = nl_langinfo(CODESET);
    return codeset != NULL && strcmp(codeset, "UTF-8") == 0;
}

int photolist_use_utf8_ctype(void) {
    if (is_utf8()) return 1;
    static const char *const candidates[] = {"C.UTF-8", "C.utf8", "en_US.UTF-8"};
    for (size_t i = 0; i < sizeof candidates / sizeof candidates[0]; i++) {
        if (setlocale(LC_CTYPE, candidates[i]) != NULL && is_utf8()) return 1;
    }
    return 0;
}
