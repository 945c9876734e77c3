#include "app/probe/child_process.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <thread>

#include "app/probe/communicator.h"

namespace scalescope::probe {

namespace {

volatile sig_atomic_t g_stopSignal = 0;

void onStop(int sig) {
  g_stopSignal = sig;
}

std::string readAll(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::string tempPath(const char* what) {
  const char* dir = std::getenv("TMPDIR");
  std::string pattern =
      std::string(dir && *dir ? dir : "/tmp") + "/scalescope-probe-" + what + "-XXXXXX";
  std::vector<char> buffer(pattern.begin(), pattern.end());
  buffer.push_back('\0');
  const int fd = mkstemp(buffer.data());
  if (fd < 0) return {};
  close(fd);
  return buffer.data();
}

/// Ends the child's process group: SIGTERM (mpirun passes it on to its ranks), then SIGKILL.
void endGroup(pid_t pid, int* status) {
  kill(-pid, SIGTERM);
  const double deadline = monotonicSeconds() + 5.0;
  while (monotonicSeconds() < deadline) {
    if (waitpid(pid, status, WNOHANG) == pid) return;
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  kill(-pid, SIGKILL);
  waitpid(pid, status, 0);
}

}  // namespace

void installStopHandlers() {
  struct sigaction sa {};
  sa.sa_handler = onStop;
  sigemptyset(&sa.sa_mask);
  for (int sig : {SIGTERM, SIGINT, SIGHUP}) sigaction(sig, &sa, nullptr);
}

int stopSignal() {
  return g_stopSignal;
}

ChildResult runChild(const std::vector<std::string>& argv, const std::vector<std::string>& env,
                     double timeoutSeconds) {
  ChildResult r;
  const std::string outPath = tempPath("out"), errPath = tempPath("err");
  if (outPath.empty() || errPath.empty()) {
    r.startError = "cannot create a temporary file (TMPDIR)";
    return r;
  }
  std::vector<char*> args;
  for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  const pid_t pid = fork();
  if (pid < 0) {
    r.startError = std::string("fork failed: ") + std::strerror(errno);
    return r;
  }
  if (pid == 0) {
    setpgid(0, 0);  // its own group, so that ending it ends mpirun's ranks too
    const int out = open(outPath.c_str(), O_WRONLY | O_TRUNC);
    const int err = open(errPath.c_str(), O_WRONLY | O_TRUNC);
    if (out >= 0) dup2(out, STDOUT_FILENO);
    if (err >= 0) dup2(err, STDERR_FILENO);
    for (const auto& e : env) putenv(const_cast<char*>(e.c_str()));
    execv(args[0], args.data());
    const std::string why = std::string("cannot start ") + args[0] + ": " + std::strerror(errno);
    [[maybe_unused]] auto n = write(STDERR_FILENO, why.data(), why.size());
    _exit(127);
  }
  setpgid(pid, pid);
  r.started = true;
  const double start = monotonicSeconds();
  int status = 0;
  for (;;) {
    const pid_t done = waitpid(pid, &status, WNOHANG);
    if (done == pid) break;
    if (done < 0 && errno != EINTR) break;
    if (g_stopSignal) {
      r.cancelled = true;
      endGroup(pid, &status);
      break;
    }
    if (timeoutSeconds > 0 && monotonicSeconds() - start > timeoutSeconds) {
      r.timedOut = true;
      endGroup(pid, &status);
      break;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  if (!r.cancelled && !r.timedOut) {
    if (WIFEXITED(status)) {
      r.finished = true;
      r.exitCode = WEXITSTATUS(status);
    } else if (WIFSIGNALED(status)) {
      r.signal = WTERMSIG(status);
    }
  }
  r.out = readAll(outPath);
  r.err = readAll(errPath);
  std::remove(outPath.c_str());
  std::remove(errPath.c_str());
  return r;
}

std::string findProgram(const std::string& name) {
  auto executable = [](const std::string& p) {
    struct stat st {};
    return stat(p.c_str(), &st) == 0 && S_ISREG(st.st_mode) && access(p.c_str(), X_OK) == 0;
  };
  if (name.find('/') != std::string::npos) return executable(name) ? name : std::string();
  const char* path = std::getenv("PATH");
  std::stringstream dirs(path ? path : "/usr/bin:/bin");
  std::string dir;
  while (std::getline(dirs, dir, ':')) {
    const std::string candidate = (dir.empty() ? "." : dir) + "/" + name;
    if (executable(candidate)) return candidate;
  }
  return {};
}

std::string selfExecutable() {
  std::vector<char> buffer(4096);
  const ssize_t n = readlink("/proc/self/exe", buffer.data(), buffer.size() - 1);
  return n > 0 ? std::string(buffer.data(), static_cast<std::size_t>(n)) : std::string();
}

}  // namespace scalescope::probe
