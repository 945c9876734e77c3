// Preloaded into the tests by .ci/sanitize.sh: at exit, before LeakSanitizer's check, waits
// (at most five seconds) until Qt Test's watchdog thread has ended.
//
// Why: QTest::qExec starts a watchdog QThread (named "QtTest Watchdog") and destroys it when
// the test functions are done. QThread::wait() returns once the thread's function has
// finished, but the thread's QThreadData (152 bytes, allocated in QThreadPrivate's
// constructor) is released later, by a thread-local destructor of that exiting thread. On a
// loaded machine main() can return and LeakSanitizer can run in between, and reports the
// block as a direct leak from QThread::QThread <- QTest::qRun. Seen in the sanitizer stage
// of CI in test_probe_workloads and test_probe_sweep; reproduced in 7 of 200 runs of one
// short test function with two busy loops beside it. The stack shows only Qt frames, but a
// suppression cannot name it: with the fast unwinder the stack ends inside libQt6Core, and
// a suppression of that whole library would hide leaks of Qt objects we create.
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

// From the sanitizer runtime the tests are linked with; weak, so this file builds alone.
void __asan_init(void) __attribute__((weak));

static int watchdogAlive(void) {
  DIR* tasks = opendir("/proc/self/task");
  if (!tasks) return 0;
  int alive = 0;
  struct dirent* entry;
  while (!alive && (entry = readdir(tasks))) {
    if (entry->d_name[0] == '.') continue;
    char path[300], name[32] = "";
    snprintf(path, sizeof path, "/proc/self/task/%s/comm", entry->d_name);
    FILE* comm = fopen(path, "r");
    if (!comm) continue;  // the thread ended while we looked
    if (fgets(name, sizeof name, comm)) alive = strncmp(name, "QtTest Watchdog", 15) == 0;
    fclose(comm);
  }
  closedir(tasks);
  return alive;
}

static void awaitWatchdog(void) {
  const struct timespec pause = {0, 1000000};  // 1 ms
  for (int i = 0; i < 5000 && watchdogAlive(); ++i) nanosleep(&pause, NULL);
}

// atexit handlers run in reverse order of registration. The sanitizer runtime registers its
// leak check while it initialises; initialising it first (a no-op when it already is) puts
// this handler after it in the list, so it runs before the check.
__attribute__((constructor)) static void registerAwaitWatchdog(void) {
  if (__asan_init) __asan_init();
  atexit(awaitWatchdog);
}
