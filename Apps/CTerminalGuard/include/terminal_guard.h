#ifndef PHOTOLIST_TERMINAL_GUARD_H
#define PHOTOLIST_TERMINAL_GUARD_H

#include <stddef.h>

/* Raw mode for the interactive browser, and the promise that the terminal is given back exactly as it was
   on every way out: a normal return, exit(), SIGTERM/SIGINT/SIGHUP/SIGQUIT, and a crash (SIGSEGV, SIGBUS,
   SIGILL, SIGTRAP, SIGABRT, SIGFPE). The restoring code runs inside signal handlers, so it is C and uses
   only async-signal-safe calls (write, tcgetattr, tcsetattr, tcgetpgrp, getpgrp, sigaction,
   pthread_sigmask, raise). */

/* Saves the settings of terminal `fd`, switches it to raw mode (no echo, no line buffering, no signal
   keys: Ctrl-C arrives as byte 3), writes `enter` (e.g. alternate screen, hidden cursor) and installs the
   handlers that write `leave` and restore the settings: for crashes, and for those of SIGTERM, SIGINT,
   SIGHUP and SIGQUIT among the `stopping_count` signals at `stopping` (any other keeps its disposition).
   Input typed before is kept (photolist_terminal_typed_ahead). Returns 0, or -1 with errno set. */
int photolist_terminal_enter(int fd, const char *enter, const char *leave, const int *stopping, size_t stopping_count);

/* Copies up to `capacity` bytes of the input typed before photolist_terminal_enter (which read what the
   terminal had queued) to `buffer`; returns how many. */
size_t photolist_terminal_typed_ahead(unsigned char *buffer, size_t capacity);

/* Writes `leave` and restores the saved settings; does nothing when not entered. Idempotent. */
void photolist_terminal_leave(void);

/* A descriptor that becomes readable when the window was resized (one byte 'w' per SIGWINCH), a stopping
   signal arrived (one byte 's', see photolist_terminal_stop_signal) or photolist_terminal_wake() was
   called (one byte 'x'); -1 before photolist_terminal_enter. */
int photolist_terminal_event_fd(void);

/* Stops the process group as Ctrl-Z would in a cooked terminal (raw mode reads Ctrl-Z as a key): the
   SIGTSTP handler restores the terminal first, and once continued re-enters raw mode and makes
   photolist_terminal_event_fd() readable with 'w', so the screen is repainted. A stop the browser did not
   ask for (SIGSTOP) is met the same way on SIGCONT: raw mode again, and a repaint. */
void photolist_terminal_suspend(void);

/* For a read of the terminal that failed with EIO. In the background (continued there after a stop it did
   not ask for), stops the process group until `fg`, giving the shell usable terminal settings first, and
   returns 1 once back in the foreground, repainting. Returns 2 when the terminal is this process's
   again already (the SIGCONT handler stopped it meanwhile), and 0 when the reading should end: the
   terminal is gone, no shell is left to continue the browser, or it is ending. Either of 1 and 2 means
   read again. */
int photolist_terminal_stop_if_background(void);

/* The stopping signal (SIGTERM, SIGINT, SIGHUP, SIGQUIT) that asked the browser to end, or 0. The first
   such signal while entered does not end the process: it makes photolist_terminal_event_fd() readable
   with 's', so the browser can cancel its work and clean up first; a second signal, or five seconds
   without the process ending, restores the terminal and ends it with that signal. */
int photolist_terminal_stop_signal(void);

/* Makes photolist_terminal_event_fd() readable with the byte 'x', to wake a thread polling it. */
void photolist_terminal_wake(void);

#endif
