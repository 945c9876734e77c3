#pragma once
// Starting one run of a sweep as a child process (mpirun, or the probe itself for threads)
// and waiting for it, with a time limit and an end on request (SIGTERM/SIGINT to the sweep).

#include <string>
#include <vector>

namespace scalescope::probe {

struct ChildResult {
  bool started = false;
  bool finished = false;  ///< exited by itself (see exitCode); false: signalled or ended by us
  int exitCode = -1;
  int signal = 0;  ///< the signal that ended it, 0 if none
  bool timedOut = false;
  bool cancelled = false;  ///< the sweep was asked to stop during this run
  std::string out, err;    ///< what it printed
  std::string startError;  ///< why it could not start
};

/// Runs argv[0] (a path) with its arguments and extra environment ("NAME=value"), collects
/// stdout and stderr, ends it (its whole process group) after timeoutSeconds (≤ 0: no limit)
/// or when the sweep got SIGTERM/SIGINT/SIGHUP.
ChildResult runChild(const std::vector<std::string>& argv, const std::vector<std::string>& env,
                     double timeoutSeconds);

/// Installs the handlers that let runChild end its child on SIGTERM, SIGINT and SIGHUP.
void installStopHandlers();
/// The signal that asked the sweep to stop, 0 if none.
int stopSignal();

/// The absolute path of a program found in PATH, or "" (a name with '/' is checked as is).
std::string findProgram(const std::string& name);
/// The path of this executable (/proc/self/exe).
std::string selfExecutable();

}  // namespace scalescope::probe
