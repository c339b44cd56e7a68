#include "terminal_guard.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

static struct termios saved_settings;
static struct termios raw_settings;
static int terminal_fd = -1;
static volatile sig_atomic_t entered = 0;
/* Whether photolist_terminal_enter has changed the terminal's settings: from its first change, before the
   enter sequence is written and `entered` set, a signal restores the settings alone. */
static volatile sig_atomic_t settings_changed = 0;
static char leave_sequence[128];
static size_t leave_length = 0;
static char enter_sequence[128];
static size_t enter_length = 0;
static int event_pipe[2] = {-1, -1};
static int atexit_registered = 0;
/* Keys typed before raw mode, read by photolist_terminal_enter. */
static unsigned char typed_ahead[4096];
static size_t typed_ahead_length = 0;
/* Set by photolist_terminal_suspend, which gives the terminal back before stopping: the stop handler then
   knows to take it again on SIGCONT although it is no longer entered. */
static volatile sig_atomic_t resume_after_stop = 0;
/* Counted by the stop handler on entry and on its way out (after `fg`), so photolist_terminal_suspend can
   wait for the stop it asked for: the signal may be handled on another thread, and until the process has
   stopped the caller would otherwise go on painting frames onto the main screen it has just given back. */
static volatile sig_atomic_t stops_begun = 0;
static volatile sig_atomic_t stops_done = 0;

static const int ending_signals[] = {SIGTERM, SIGINT, SIGHUP, SIGQUIT};
static const int crash_signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE};

static void write_all(int fd, const char *bytes, size_t length) {
    while (length > 0) {
        ssize_t written = write(fd, bytes, length);
        if (written < 0 && errno == EINTR) continue;
        if (written <= 0) return;
        bytes += written;
        length -= (size_t)written;
    }
}

void photolist_terminal_leave(void) {
    if (!entered) {
        if (settings_changed) {
            settings_changed = 0;
            tcsetattr(terminal_fd, TCSANOW, &saved_settings);
        }
        return;
    }
    entered = 0;
    settings_changed = 0;
    write_all(terminal_fd, leave_sequence, leave_length);
    tcsetattr(terminal_fd, TCSAFLUSH, &saved_settings);
}

/* Restores, then lets the signal do what it would have done (end the process) with its default action. */
static void resend_with_default_action(int signal_number) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = SIG_DFL;
    sigemptyset(&action.sa_mask);
    sigaction(signal_number, &action, NULL);
    raise(signal_number);
}

/* The first stopping signal while the browser runs is handed to it ('s' on the event pipe) so it can
   cancel its work and remove what that work had half-written before it ends; a second one, or a browser
   that has not ended within the watchdog's seconds, ends the process at once. */
static volatile sig_atomic_t stop_signal = 0;
static const unsigned int stop_watchdog_seconds = 5;

static void on_stop_watchdog(int signal_number) {
    (void)signal_number;
    photolist_terminal_leave();
    resend_with_default_action(stop_signal);
}

static void on_ending_signal(int signal_number) {
    int saved_errno = errno;
    if (stop_signal == 0 && entered && event_pipe[1] >= 0) {
        stop_signal = signal_number;
        char byte = 's';
        (void)write(event_pipe[1], &byte, 1);
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_handler = on_stop_watchdog;
        sigemptyset(&action.sa_mask);
        sigaction(SIGALRM, &action, NULL);
        alarm(stop_watchdog_seconds);
        errno = saved_errno;
        return;
    }
    photolist_terminal_leave();
    errno = saved_errno;
    resend_with_default_action(signal_number);
}

int photolist_terminal_stop_signal(void) {
    return stop_signal;
}

static void on_crash_signal(int signal_number) {
    int was_entered = entered;
    photolist_terminal_leave();
    if (was_entered) {
        static const char message[] = "photolist: internal error in the interactive browser; the terminal was restored\n";
        write_all(STDERR_FILENO, message, sizeof message - 1);
    }
    resend_with_default_action(signal_number);
}

static void post_repaint(void) {
    if (event_pipe[1] >= 0) {
        char byte = 'w';
        (void)write(event_pipe[1], &byte, 1);  /* non-blocking: a full pipe already holds a wake-up */
    }
}

static void on_window_change(int signal_number) {
    (void)signal_number;
    int saved_errno = errno;
    post_repaint();
    errno = saved_errno;
}

static void install(int signal_number, void (*handler)(int), int flags);

/* SIGTSTP (Ctrl-Z, which the browser sends itself since raw mode reads it as a key, or `kill -TSTP`):
   restores the terminal, stops with the default action, and once continued (`fg`) puts the terminal back
   in raw mode and asks for a full repaint. */
static void on_stop_signal(int signal_number) {
    int saved_errno = errno;
    stops_begun++;
    int was_entered = entered || resume_after_stop;
    resume_after_stop = 0;
    photolist_terminal_leave();
    install(signal_number, SIG_DFL, 0);
    sigset_t stop;
    sigemptyset(&stop);
    sigaddset(&stop, signal_number);
    sigprocmask(SIG_UNBLOCK, &stop, NULL);
    raise(signal_number);  /* the process stops here; SIGCONT resumes it on the next line */
    install(signal_number, on_stop_signal, SA_RESTART);
    if (was_entered && tcsetattr(terminal_fd, TCSAFLUSH, &raw_settings) == 0) {
        entered = 1;
        write_all(terminal_fd, enter_sequence, enter_length);
        post_repaint();
    }
    stops_done++;
    errno = saved_errno;
}

/* Whether the terminal is as the browser set it. Every flag raw mode sets is compared: a shell's line
   editor, at its prompt, also turns off ICANON and ECHO (but keeps ISIG, for its Ctrl-C). */
static int is_as_browser_set(const struct termios *now) {
    const tcflag_t local = ECHO | ICANON | IEXTEN | ISIG, input = BRKINT | ICRNL | INPCK | ISTRIP | IXON;
    return (now->c_lflag & local) == (raw_settings.c_lflag & local) && (now->c_iflag & input) == (raw_settings.c_iflag & input);
}

/* Whether the browser runs in the background: the terminal's foreground is another process group (the
   shell's, which took the terminal back when the browser was stopped from outside). It must then neither
   read nor draw. (Its reads fail with EIO rather than stop it: the reading thread blocks SIGTTIN.) */
static int in_background(void) {
    pid_t foreground = tcgetpgrp(terminal_fd);
    return foreground > 0 && foreground != getpgrp();
}

/* Stops the process group until `fg` continues it in the foreground, and puts raw mode back on there; 0
   then. The stop is the terminal's own: a background job that changes its settings is sent SIGTTOU, and
   the change is made once it is continued in the foreground (the call waits across the stop, and stops
   again if continued in the background). For that the calling thread takes SIGTTOU meanwhile.
   First the shell holding the terminal gets the settings photolist found, if it left the browser's raw
   ones in place (dash does; bash puts its own back): at a prompt in raw mode, Enter is a carriage return,
   so `fg` could not even be typed. That change is made with SIGTTOU blocked: it is meant for the shell.
   -1, with nothing stopped, when the browser is ending anyway (a stopping signal came), when SIGTTOU
   does not stop this process (ignored since photolist started: the terminal would not stop it either),
   or when the group is orphaned (no shell is left to continue it). */
static int stop_in_background(void) {
    struct sigaction output_action;
    if (stop_signal != 0 || sigaction(SIGTTOU, NULL, &output_action) != 0 || output_action.sa_handler != SIG_DFL) return -1;
    sigset_t output, previous;
    sigemptyset(&output);
    sigaddset(&output, SIGTTOU);
    struct termios now;
    if (tcgetattr(terminal_fd, &now) == 0 && is_as_browser_set(&now)) {
        pthread_sigmask(SIG_BLOCK, &output, &previous);
        tcsetattr(terminal_fd, TCSANOW, &saved_settings);
        pthread_sigmask(SIG_SETMASK, &previous, NULL);
    }
    pthread_sigmask(SIG_UNBLOCK, &output, &previous);
    int result;
    do {
        result = tcsetattr(terminal_fd, TCSAFLUSH, &raw_settings);  /* an ending signal's handler may cut it short */
    } while (result != 0 && errno == EINTR && stop_signal == 0);
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    return result;
}

/* Back in the foreground after stop_in_background: the enter sequence and a repaint, the shell having
   written over the screen meanwhile; or, when photolist_terminal_leave ran on another thread during the
   stop, the terminal given back as it gave it, raw mode having just been put back on. */
static void resume_in_foreground(void) {
    if (entered) {
        write_all(terminal_fd, enter_sequence, enter_length);
        post_repaint();
    } else {
        tcsetattr(terminal_fd, TCSAFLUSH, &saved_settings);
    }
}

/* SIGCONT after a stop the browser did not see coming (`kill -STOP`, which cannot be caught): the shell
   that reported the stop may have put the terminal back in cooked mode for its prompt, and wrote on the
   screen. Continued in the background (`bg`, or `kill -CONT` from elsewhere), the browser stops again
   as the terminal stops any background job changing it (stop_in_background), until `fg` continues it in
   the foreground. There raw mode goes back on and the screen is repainted whole. After Ctrl-Z the
   browser is not entered while stopped, and the stop handler takes the terminal back itself. */
static void on_continue_signal(int signal_number) {
    (void)signal_number;
    int saved_errno = errno;
    if (entered && in_background()) {
        if (stop_in_background() == 0) resume_in_foreground();
        errno = saved_errno;
        return;
    }
    /* Only when the terminal is not as the browser set it: a continue that finds it so (a stray SIGCONT,
       or Ctrl-Z's own, whose handler has taken it back already) changes nothing and drops no keys. */
    struct termios now;
    if (entered && tcgetattr(terminal_fd, &now) == 0 && !is_as_browser_set(&now) && tcsetattr(terminal_fd, TCSAFLUSH, &raw_settings) == 0) {
        resume_in_foreground();
    }
    errno = saved_errno;
}

int photolist_terminal_stop_if_background(void) {
    if (!entered) return 0;
    pid_t foreground = tcgetpgrp(terminal_fd);
    if (foreground <= 0) return 0;  /* a terminal that hung up has no foreground */
    /* Stopped and continued between the failed read and this call (the SIGCONT handler stopped it): the
       terminal is this process's again. */
    if (foreground == getpgrp()) return 2;
    if (stop_in_background() != 0) return 0;
    resume_in_foreground();
    return entered ? 1 : 0;
}

static void install(int signal_number, void (*handler)(int), int flags) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    action.sa_flags = flags;
    sigemptyset(&action.sa_mask);
    sigaction(signal_number, &action, NULL);
}

int photolist_terminal_enter(int fd, const char *enter, const char *leave, const int *stopping, size_t stopping_count) {
    if (entered) return 0;
    size_t length = strlen(leave);
    if (length >= sizeof leave_sequence || strlen(enter) >= sizeof enter_sequence) {
        errno = EINVAL;
        return -1;
    }
    if (tcgetattr(fd, &saved_settings) != 0) return -1;
    if (event_pipe[0] < 0) {
        if (pipe(event_pipe) != 0) return -1;
        for (int end = 0; end < 2; end++) {
            fcntl(event_pipe[end], F_SETFL, fcntl(event_pipe[end], F_GETFL) | O_NONBLOCK);
            fcntl(event_pipe[end], F_SETFD, FD_CLOEXEC);
        }
    }
    memcpy(leave_sequence, leave, length);
    leave_length = length;
    enter_length = strlen(enter);
    memcpy(enter_sequence, enter, enter_length);
    terminal_fd = fd;

    struct termios raw = saved_settings;
    raw.c_iflag &= ~(tcflag_t)(BRKINT | ICRNL | INPCK | ISTRIP | IXON);
    raw.c_cflag |= CS8;
    raw.c_lflag &= ~(tcflag_t)(ECHO | ICANON | IEXTEN | ISIG);
    raw.c_cc[VMIN] = 1;
    raw.c_cc[VTIME] = 0;
    raw_settings = raw;

    /* Only the stopping signals the caller takes: one ignored when photolist started (nohup's SIGHUP, a
       background job's SIGINT) stays ignored, by the caller's rule (TerminationSignal.watched). */
    for (size_t i = 0; i < sizeof ending_signals / sizeof ending_signals[0]; i++) {
        for (size_t j = 0; j < stopping_count; j++) {
            if (stopping[j] == ending_signals[i]) install(ending_signals[i], on_ending_signal, 0);
        }
    }
    for (size_t i = 0; i < sizeof crash_signals / sizeof crash_signals[0]; i++) install(crash_signals[i], on_crash_signal, SA_NODEFER);
    install(SIGWINCH, on_window_change, SA_RESTART);
    install(SIGTSTP, on_stop_signal, SA_RESTART);
    install(SIGCONT, on_continue_signal, SA_RESTART);
    if (!atexit_registered) {
        atexit(photolist_terminal_leave);
        atexit_registered = 1;
    }

    /* TCSANOW, not TCSAFLUSH: keys typed while photolist started stay queued. They are read now, before the
       caller asks the terminal anything (its answers come on the same input), with VMIN 0 so a read never
       waits, and photolist_terminal_typed_ahead hands them over. */
    struct termios draining = raw;
    draining.c_cc[VMIN] = 0;
    draining.c_cc[VTIME] = 0;
    settings_changed = 1;
    if (tcsetattr(fd, TCSANOW, &draining) != 0) {
        settings_changed = 0;
        return -1;
    }
    typed_ahead_length = 0;
    while (typed_ahead_length < sizeof typed_ahead) {
        ssize_t count = read(fd, typed_ahead + typed_ahead_length, sizeof typed_ahead - typed_ahead_length);
        if (count < 0 && errno == EINTR) continue;
        if (count <= 0) break;
        typed_ahead_length += (size_t)count;
    }
    if (tcsetattr(fd, TCSANOW, &raw) != 0) {
        int failure = errno;
        settings_changed = 0;
        tcsetattr(fd, TCSANOW, &saved_settings);
        errno = failure;
        return -1;
    }
    /* The terminal echoed those keys (it was in cooked mode) on the line the shell's next prompt starts on:
       the keys typed after the last line end are cleared from it. */
    size_t line_start = typed_ahead_length;
    while (line_start > 0 && typed_ahead[line_start - 1] != '\n' && typed_ahead[line_start - 1] != '\r') line_start--;
    if ((saved_settings.c_lflag & ECHO) && line_start < typed_ahead_length) {
        write_all(fd, "\r\033[K", 4);
    }
    entered = 1;
    write_all(fd, enter, strlen(enter));
    return 0;
}

size_t photolist_terminal_typed_ahead(unsigned char *buffer, size_t capacity) {
    size_t count = typed_ahead_length < capacity ? typed_ahead_length : capacity;
    memcpy(buffer, typed_ahead, count);
    return count;
}

int photolist_terminal_event_fd(void) {
    return event_pipe[0];
}

void photolist_terminal_suspend(void) {
    if (!entered) return;
    /* The terminal goes back first: the shell reports the stop as soon as the rest of the group stops,
       and its message must land on the main screen, not on the alternate one about to be left. */
    photolist_terminal_leave();
    resume_after_stop = 1;
    sig_atomic_t begun = stops_begun, done = stops_done;
    kill(0, SIGTSTP);  /* the whole process group, as the terminal's Ctrl-Z would: `swift run` stops too */
    /* Return only once stopped and continued. The handler starts at once unless every thread blocks the
       signal, so give up waiting for it to start after a bounded number of turns; once it has started it
       finishes after `fg` (the process does not run, so this does not spin, while it is stopped). */
    for (long turn = 0; stops_begun == begun && turn < 1000000; turn++) sched_yield();
    if (stops_begun != begun) {
        while (stops_done == done) sched_yield();
    }
}

void photolist_terminal_wake(void) {
    if (event_pipe[1] >= 0) {
        char byte = 'x';
        (void)write(event_pipe[1], &byte, 1);
    }
}
