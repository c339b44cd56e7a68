// measure-child REPORT PROGRAM [ARGUMENTS...]: runs PROGRAM and writes "STATUS WALL_NANOSECONDS MAXRSS_KB
// CPU_NANOSECONDS" (user plus system time)
// to the file REPORT.
//
// Why a separate, small C program: Linux records the peak resident memory of the address space a process
// had before exec. A child spawned straight from the benchmark (posix_spawn shares the parent's memory
// until exec) starts with the benchmark's own peak, so every small program would look as big as the
// benchmark. Forked from this tiny launcher instead, the child's peak is its own.
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <errno.h>

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: measure-child REPORT PROGRAM [ARGUMENTS...]\n");
        return 2;
    }
    struct timespec started, ended;
    clock_gettime(CLOCK_MONOTONIC, &started);
    pid_t pid = fork();
    if (pid < 0) return 2;
    if (pid == 0) {
        execv(argv[2], argv + 2);
        _exit(127);
    }
    int status = 0;
    struct rusage usage;
    while (wait4(pid, &status, 0, &usage) < 0 && errno == EINTR) {}
    clock_gettime(CLOCK_MONOTONIC, &ended);
    long long wall = (long long)(ended.tv_sec - started.tv_sec) * 1000000000LL + (ended.tv_nsec - started.tv_nsec);
    int code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    FILE *report = fopen(argv[1], "w");
    if (report == NULL) return 2;
    long long cpu = ((long long)usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000000000LL
        + ((long long)usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) * 1000LL;
    fprintf(report, "%d %lld %ld %lld\n", code, wall, usage.ru_maxrss, cpu);
    fclose(report);
    return 0;
}
