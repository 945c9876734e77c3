#include "app/probe/shell_files.h"

#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>

namespace scalescope::probe {

std::string shellQuoted(const std::string& word) {
  const bool plain = !word.empty() && word.find_first_not_of(
                                          "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLM"
                                          "NOPQRSTUVWXYZ0123456789-_./:=,+@%") == std::string::npos;
  if (plain) return word;
  std::string out = "'";
  for (char c : word) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

std::string shellJoin(const std::vector<std::string>& argv) {
  std::string out;
  for (const auto& a : argv) {
    if (!out.empty()) out += ' ';
    out += shellQuoted(a);
  }
  return out;
}

std::string writeFileAtomically(const std::string& path, const std::string& text) {
  const std::string tmp = path + ".tmp" + std::to_string(getpid());
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    if (!out) return path + ": cannot write (" + std::strerror(errno) + ")";
    out << text;
    out.flush();
    if (!out) {
      std::remove(tmp.c_str());
      return path + ": write failed";
    }
  }
  if (std::rename(tmp.c_str(), path.c_str()) != 0) {
    const std::string why = std::strerror(errno);
    std::remove(tmp.c_str());
    return path + ": cannot replace (" + why + ")";
  }
  return {};
}

}  // namespace scalescope::probe
