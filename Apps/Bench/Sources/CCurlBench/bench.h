#ifndef PHOTOLIST_CURL_BENCH_H
#define PHOTOLIST_CURL_BENCH_H

#include <curl/curl.h>

/// Discards a response body (the loop measures transport, not storage).
static size_t photolist_bench_discard(char *data, size_t size, size_t count, void *user) {
    (void)data;
    (void)user;
    return size * count;
}

/// The practical limit: `count` sequential GETs of `url` on one reused easy handle, as plain C would do
/// it. Returns the number of 2xx answers; `connections` receives how many connections curl opened.
static long photolist_bench_curl_loop(const char *url, long count, long *connections) {
    CURL *handle = curl_easy_init();
    if (handle == NULL) return -1;
    curl_easy_setopt(handle, CURLOPT_URL, url);
    curl_easy_setopt(handle, CURLOPT_WRITEFUNCTION, photolist_bench_discard);
    curl_easy_setopt(handle, CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(handle, CURLOPT_ACCEPT_ENCODING, "");
    long succeeded = 0;
    long opened = 0;
    for (long index = 0; index < count; index++) {
        if (curl_easy_perform(handle) != CURLE_OK) continue;
        long status = 0;
        long connects = 0;
        curl_easy_getinfo(handle, CURLINFO_RESPONSE_CODE, &status);
        curl_easy_getinfo(handle, CURLINFO_NUM_CONNECTS, &connects);
        opened += connects;
        if (status >= 200 && status < 300) succeeded++;
    }
    curl_easy_cleanup(handle);
    if (connections != NULL) *connections = opened;
    return succeeded;
}

#endif
