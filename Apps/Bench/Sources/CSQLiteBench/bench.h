#ifndef PHOTOLIST_SQLITE_BENCH_H
#define PHOTOLIST_SQLITE_BENCH_H

#include <sqlite3.h>
#include <stdint.h>
#include <time.h>

static double photolist_bench_now_ms(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)now.tv_sec * 1000.0 + (double)now.tv_nsec / 1e6;
}

/// The floor of a cache page read: plain C on one prepared statement. Opens the SQLite file at `path`
/// read-only, prepares `sql` once (the cache's own page query: source, list key and page number), and for
/// each of `count` page numbers binds them, steps through every row and touches every column the way a
/// reader must (integers, doubles, and each text's bytes), then resets. Each read's milliseconds go to
/// `milliseconds`. Returns the rows read, or -1 when the file or the statement cannot be opened (the
/// message then goes to `error`, which the caller frees with sqlite3_free).
static long photolist_bench_sqlite_pages(const char *path, const char *sql, const char *source, const char *list_key,
                                         const long *pages, long count, double *milliseconds, char **error) {
    sqlite3 *database = NULL;
    sqlite3_stmt *statement = NULL;
    if (sqlite3_open_v2(path, &database, SQLITE_OPEN_READONLY, NULL) != SQLITE_OK
        || sqlite3_prepare_v3(database, sql, -1, SQLITE_PREPARE_PERSISTENT, &statement, NULL) != SQLITE_OK) {
        if (error != NULL) *error = sqlite3_mprintf("%s", sqlite3_errmsg(database));
        sqlite3_close(database);
        return -1;
    }
    long rows = 0;
    uint64_t checksum = 0;
    for (long index = 0; index < count; index++) {
        double started = photolist_bench_now_ms();
        sqlite3_bind_text(statement, 1, source, -1, SQLITE_STATIC);
        sqlite3_bind_text(statement, 2, list_key, -1, SQLITE_STATIC);
        sqlite3_bind_int64(statement, 3, pages[index]);
        while (sqlite3_step(statement) == SQLITE_ROW) {
            int columns = sqlite3_column_count(statement);
            for (int column = 0; column < columns; column++) {
                switch (sqlite3_column_type(statement, column)) {
                    case SQLITE_INTEGER: checksum += (uint64_t)sqlite3_column_int64(statement, column); break;
                    case SQLITE_FLOAT: checksum += (uint64_t)sqlite3_column_double(statement, column); break;
                    case SQLITE_TEXT: {
                        const unsigned char *text = sqlite3_column_text(statement, column);
                        int bytes = sqlite3_column_bytes(statement, column);
                        for (int at = 0; at < bytes; at++) checksum += text[at];
                        break;
                    }
                    case SQLITE_BLOB: checksum += (uint64_t)sqlite3_column_bytes(statement, column); break;
                    default: break;
                }
            }
            rows++;
        }
        sqlite3_reset(statement);
        milliseconds[index] = photolist_bench_now_ms() - started;
    }
    sqlite3_finalize(statement);
    sqlite3_close(database);
    // The checksum keeps the compiler from dropping the reads; it never decides the result.
    return checksum == UINT64_MAX ? rows + 1 : rows;
}

#endif
