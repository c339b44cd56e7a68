#include "shim.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>

/* libcurl's functions, found by dlsym when photolist_curl_load first runs and never changed after it. */
static struct {
    CURLcode (*global_init)(long);
    CURL *(*easy_init)(void);
    void (*easy_cleanup)(CURL *);
    void (*easy_reset)(CURL *);
    CURLcode (*easy_setopt)(CURL *, CURLoption, ...);
    CURLcode (*easy_getinfo)(CURL *, CURLINFO, ...);
    const char *(*easy_strerror)(CURLcode);
    CURLM *(*multi_init)(void);
    CURLMcode (*multi_cleanup)(CURLM *);
    CURLMcode (*multi_add_handle)(CURLM *, CURL *);
    CURLMcode (*multi_remove_handle)(CURLM *, CURL *);
    CURLMcode (*multi_perform)(CURLM *, int *);
    CURLMcode (*multi_poll)(CURLM *, struct curl_waitfd[], unsigned int, int, int *);
    CURLMcode (*multi_wakeup)(CURLM *);
    CURLMsg *(*multi_info_read)(CURLM *, int *);
    const char *(*multi_strerror)(CURLMcode);
    CURLMcode (*multi_setopt)(CURLM *, CURLMoption, ...);
    struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
    void (*slist_free_all)(struct curl_slist *);
} curl;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static const char *failure = "libcurl was not loaded";

#if defined(__APPLE__)
static const char *const names[] = {"libcurl.4.dylib", "libcurl.dylib"};
#else
static const char *const names[] = {"libcurl.so.4", "libcurl-gnutls.so.4", "libcurl.so"};
#endif

#define FIND(field, symbol)                                  \
    do {                                                     \
        *(void **)(&curl.field) = dlsym(library, symbol);    \
        if (curl.field == NULL) {                            \
            failure = "libcurl lacks " symbol " (7.68 or later is needed)"; \
            return;                                          \
        }                                                    \
    } while (0)

static void load(void) {
    void *library = NULL;
    for (size_t index = 0; index < sizeof names / sizeof names[0] && library == NULL; index++) {
        library = dlopen(names[index], RTLD_NOW | RTLD_LOCAL);
    }
    if (library == NULL) {
        failure = "libcurl (libcurl.so.4) is not installed: install libcurl4 (Debian, Ubuntu) or libcurl (Fedora)";
        return;
    }
    FIND(global_init, "curl_global_init");
    FIND(easy_init, "curl_easy_init");
    FIND(easy_cleanup, "curl_easy_cleanup");
    FIND(easy_reset, "curl_easy_reset");
    FIND(easy_setopt, "curl_easy_setopt");
    FIND(easy_getinfo, "curl_easy_getinfo");
    FIND(easy_strerror, "curl_easy_strerror");
    FIND(multi_init, "curl_multi_init");
    FIND(multi_cleanup, "curl_multi_cleanup");
    FIND(multi_add_handle, "curl_multi_add_handle");
    FIND(multi_remove_handle, "curl_multi_remove_handle");
    FIND(multi_perform, "curl_multi_perform");
    FIND(multi_poll, "curl_multi_poll");
    FIND(multi_wakeup, "curl_multi_wakeup");
    FIND(multi_info_read, "curl_multi_info_read");
    FIND(multi_strerror, "curl_multi_strerror");
    FIND(multi_setopt, "curl_multi_setopt");
    FIND(slist_append, "curl_slist_append");
    FIND(slist_free_all, "curl_slist_free_all");
    if (curl.global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) {
        failure = "libcurl could not initialise (curl_global_init failed)";
        return;
    }
    failure = NULL;
}

const char *photolist_curl_load(void) {
    pthread_once(&once, load);
    return failure;
}

CURL *photolist_curl_easy_init(void) { return curl.easy_init(); }
void photolist_curl_easy_cleanup(CURL *handle) { curl.easy_cleanup(handle); }
void photolist_curl_easy_reset(CURL *handle) { curl.easy_reset(handle); }
const char *photolist_curl_easy_strerror(CURLcode code) { return curl.easy_strerror(code); }
CURLM *photolist_curl_multi_init(void) { return curl.multi_init(); }
CURLMcode photolist_curl_multi_cleanup(CURLM *multi) { return curl.multi_cleanup(multi); }
CURLMcode photolist_curl_multi_add_handle(CURLM *multi, CURL *handle) { return curl.multi_add_handle(multi, handle); }
CURLMcode photolist_curl_multi_remove_handle(CURLM *multi, CURL *handle) { return curl.multi_remove_handle(multi, handle); }
CURLMcode photolist_curl_multi_perform(CURLM *multi, int *running) { return curl.multi_perform(multi, running); }
CURLMcode photolist_curl_multi_poll(CURLM *multi, struct curl_waitfd extra[], unsigned int count, int timeout, int *ready) {
    return curl.multi_poll(multi, extra, count, timeout, ready);
}
CURLMcode photolist_curl_multi_wakeup(CURLM *multi) { return curl.multi_wakeup(multi); }
CURLMsg *photolist_curl_multi_info_read(CURLM *multi, int *queued) { return curl.multi_info_read(multi, queued); }
const char *photolist_curl_multi_strerror(CURLMcode code) { return curl.multi_strerror(code); }
struct curl_slist *photolist_curl_slist_append(struct curl_slist *list, const char *text) { return curl.slist_append(list, text); }
void photolist_curl_slist_free_all(struct curl_slist *list) { curl.slist_free_all(list); }

CURLcode photolist_easy_setopt_long(CURL *handle, CURLoption option, long value) { return curl.easy_setopt(handle, option, value); }
CURLcode photolist_easy_setopt_off(CURL *handle, CURLoption option, curl_off_t value) { return curl.easy_setopt(handle, option, value); }
CURLcode photolist_easy_setopt_string(CURL *handle, CURLoption option, const char *value) { return curl.easy_setopt(handle, option, value); }
CURLcode photolist_easy_setopt_pointer(CURL *handle, CURLoption option, void *value) { return curl.easy_setopt(handle, option, value); }
CURLcode photolist_easy_setopt_slist(CURL *handle, CURLoption option, struct curl_slist *value) {
    return curl.easy_setopt(handle, option, value);
}
CURLcode photolist_easy_setopt_write_function(CURL *handle, CURLoption option, curl_write_callback value) {
    return curl.easy_setopt(handle, option, value);
}
CURLcode photolist_easy_getinfo_long(CURL *handle, CURLINFO info, long *value) { return curl.easy_getinfo(handle, info, value); }
CURLcode photolist_easy_getinfo_pointer(CURL *handle, CURLINFO info, void **value) { return curl.easy_getinfo(handle, info, value); }
CURLcode photolist_easy_getinfo_off(CURL *handle, CURLINFO info, curl_off_t *value) { return curl.easy_getinfo(handle, info, value); }
CURLMcode photolist_multi_setopt_long(CURLM *handle, CURLMoption option, long value) { return curl.multi_setopt(handle, option, value); }
