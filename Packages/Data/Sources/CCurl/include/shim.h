#ifndef PHOTOLIST_CCURL_SHIM_H
#define PHOTOLIST_CCURL_SHIM_H

#include <curl/curl.h>

/* libcurl is loaded on first use (photolist_curl_load), not when the program starts: on Linux it brings
   some thirty libraries (TLS, Kerberos, LDAP, compression) whose mapping and relocation would otherwise be
   paid by every run, `--version` and a cached listing included. Swift calls these photolist_ functions,
   never curl's own, so nothing links against libcurl; each forwards to the function dlsym found. */

/* Loads libcurl and runs curl_global_init, once per process; safe to call from any thread. Returns NULL
   when libcurl is ready, else why it is not (a static string, e.g. dlerror's "libcurl.so.4: cannot open
   shared object file"). No other photolist_ function may be called before it returned NULL. */
const char *photolist_curl_load(void);

CURL *photolist_curl_easy_init(void);
void photolist_curl_easy_cleanup(CURL *handle);
void photolist_curl_easy_reset(CURL *handle);
const char *photolist_curl_easy_strerror(CURLcode code);
CURLM *photolist_curl_multi_init(void);
CURLMcode photolist_curl_multi_cleanup(CURLM *multi);
CURLMcode photolist_curl_multi_add_handle(CURLM *multi, CURL *handle);
CURLMcode photolist_curl_multi_remove_handle(CURLM *multi, CURL *handle);
CURLMcode photolist_curl_multi_perform(CURLM *multi, int *running);
CURLMcode photolist_curl_multi_poll(CURLM *multi, struct curl_waitfd extra[], unsigned int count, int timeout, int *ready);
CURLMcode photolist_curl_multi_wakeup(CURLM *multi);
CURLMsg *photolist_curl_multi_info_read(CURLM *multi, int *queued);
const char *photolist_curl_multi_strerror(CURLMcode code);
struct curl_slist *photolist_curl_slist_append(struct curl_slist *list, const char *text);
void photolist_curl_slist_free_all(struct curl_slist *list);

/* curl_easy_setopt, curl_easy_getinfo and curl_multi_setopt are variadic, which Swift cannot call.
   These typed wrappers pass exactly one argument of the type each option documents. */
CURLcode photolist_easy_setopt_long(CURL *handle, CURLoption option, long value);
CURLcode photolist_easy_setopt_off(CURL *handle, CURLoption option, curl_off_t value);
CURLcode photolist_easy_setopt_string(CURL *handle, CURLoption option, const char *value);
CURLcode photolist_easy_setopt_pointer(CURL *handle, CURLoption option, void *value);
CURLcode photolist_easy_setopt_slist(CURL *handle, CURLoption option, struct curl_slist *value);
CURLcode photolist_easy_setopt_write_function(CURL *handle, CURLoption option, curl_write_callback value);
CURLcode photolist_easy_getinfo_long(CURL *handle, CURLINFO info, long *value);
CURLcode photolist_easy_getinfo_pointer(CURL *handle, CURLINFO info, void **value);
CURLcode photolist_easy_getinfo_off(CURL *handle, CURLINFO info, curl_off_t *value);
CURLMcode photolist_multi_setopt_long(CURLM *handle, CURLMoption option, long value);

/* CURLMsg keeps the transfer's result in a union Swift cannot read directly. */
static inline CURLcode photolist_message_result(const CURLMsg *message) {
    return message->data.result;
}

#endif
