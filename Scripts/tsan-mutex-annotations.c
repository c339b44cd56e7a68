// Tells Thread Sanitizer when a contended `Synchronization.Mutex` changes hands. Why TSan needs telling,
// and what this hides (nothing): CONTRIBUTING.md, "Shared state". Built and preloaded by Scripts/test and
// Scripts/repeat-tests under `--sanitize thread` only.
//
// How: a contended lock or unlock leaves the inlined `Mutex` code for the standard library's
// `_lockSlow`, `_tryLockSlow` and `_unlockSlow`. These wrappers take their place (the dynamic linker
// prefers a preloaded library), call the real ones, and annotate the mutex's address with TSan's own
// calls: a release just before a slow unlock, an acquire just after a slow lock.
//
// The names are the standard library's (Swift 6.x, Linux); if a toolchain renames them, these wrappers
// are never called and the false reports come back, visibly. In a process without TSan (tmux, a shell)
// the annotations are absent and the wrappers only forward.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdbool.h>
#include <stdint.h>

// Weak: present only in a binary built with -sanitize=thread.
void __tsan_acquire(void *address) __attribute__((weak));
void __tsan_release(void *address) __attribute__((weak));

// The Swift calling convention: the mutex (`self`, passed by address) travels in the context register.
#define SWIFTCALL __attribute__((swiftcall))
#define SELF __attribute__((swift_context))

#define LOCK_SLOW "$s15Synchronization12_MutexHandleV9_lockSlowyys6UInt32VF"
#define TRY_LOCK_SLOW "$s15Synchronization12_MutexHandleV12_tryLockSlowSbyF"
#define UNLOCK_SLOW "$s15Synchronization12_MutexHandleV11_unlockSlowyyF"

typedef SWIFTCALL void (*LockSlow)(uint32_t, SELF void *);
typedef SWIFTCALL bool (*TryLockSlow)(SELF void *);
typedef SWIFTCALL void (*UnlockSlow)(SELF void *);

static LockSlow realLockSlow;
static TryLockSlow realTryLockSlow;
static UnlockSlow realUnlockSlow;

// Every library is loaded before any initialiser runs, so the real functions can be found here, once.
__attribute__((constructor)) static void findRealFunctions(void) {
    realLockSlow = (LockSlow)dlsym(RTLD_NEXT, LOCK_SLOW);
    realTryLockSlow = (TryLockSlow)dlsym(RTLD_NEXT, TRY_LOCK_SLOW);
    realUnlockSlow = (UnlockSlow)dlsym(RTLD_NEXT, UNLOCK_SLOW);
}

SWIFTCALL void lockSlow(uint32_t owner, SELF void *mutex) __asm__(LOCK_SLOW);
SWIFTCALL bool tryLockSlow(SELF void *mutex) __asm__(TRY_LOCK_SLOW);
SWIFTCALL void unlockSlow(SELF void *mutex) __asm__(UNLOCK_SLOW);

SWIFTCALL void lockSlow(uint32_t owner, SELF void *mutex) {
    realLockSlow(owner, mutex);
    if (__tsan_acquire) __tsan_acquire(mutex);
}

SWIFTCALL bool tryLockSlow(SELF void *mutex) {
    bool locked = realTryLockSlow(mutex);
    if (locked && __tsan_acquire) __tsan_acquire(mutex);
    return locked;
}

SWIFTCALL void unlockSlow(SELF void *mutex) {
    if (__tsan_release) __tsan_release(mutex);
    realUnlockSlow(mutex);
}
