#include "app/probe/gather_command.h"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "app/probe/control_verdict.h"
#include "app/probe/extrap_output.h"
#include "app/probe/result_table.h"
#include "app/probe/shell_files.h"

namespace scalescope::probe {

int gatherCommand(const ProbeArgs& args, const std::vector<std::string>& commandLine) {
  const auto out = args.text("out");
  if (!out || out->empty()) return complain(kExitUsage, "gather: --out FILE.csv is required");
  std::string header, comments, rows;
  int rowCount = 0;
  std::vector<TimedRun> amdahlTimes, controlTimes;
  for (const std::string& path : args.files) {
    std::ifstream in(path);
    if (!in) return complain(kExitInput, path + ": cannot open");
    std::string line, fileHeader;
    int lineNo = 0;
    while (std::getline(in, line)) {
      ++lineNo;
      if (!line.empty() && line.back() == '\r') line.pop_back();
      if (line.empty()) continue;
      if (line[0] == '#') {
        // Each file's provenance stays, named by its file (the first line names the probe).
        if (!line.starts_with("# scalescope-probe"))
          comments += "# " + path + ": " + line.substr(2) + "\n";
        continue;
      }
      if (fileHeader.empty()) {
        fileHeader = line;
        if (header.empty()) header = line;
        if (line != header)
          return complain(kExitInput, path + ":" + std::to_string(lineNo) +
                                          ": expected the columns of the first file (" + header +
                                          "), found " + line);
        continue;
      }
      rows += line + "\n";
      ++rowCount;
      if (line.find(",amdahl,") != std::string::npos) amdahlTimes.push_back(timedRunOf(line));
    }
    if (fileHeader.empty())
      return complain(kExitInput, path + ":" + std::to_string(std::max(lineNo, 1)) +
                                      ": expected a results header (series,scaling,n,...)");
  }
  Provenance provenance{{"command", shellJoin(commandLine)},
                        {"gathered", std::to_string(args.files.size()) + " files"}};
  if (const auto folder = args.text("control")) {
    // The control runs of a cluster sweep (the kernel with no serial part at every N).
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator(*folder, ec)) {
      if (entry.path().extension() != ".csv") continue;
      std::ifstream in(entry.path());
      for (std::string line; std::getline(in, line);)
        if (line.find(",amdahl,") != std::string::npos) controlTimes.push_back(timedRunOf(line));
    }
    if (ec)
      return complain(kExitInput,
                      *folder + ": cannot read the control runs (" + ec.message() + ")");
    const Provenance verdict = controlVerdict(controlTimes);
    if (verdict.empty())
      provenance.emplace_back("warning", "no control runs at two or more N in " + *folder +
                                             ": nothing says whether the nodes delivered their "
                                             "parallel speed-up");
    provenance.insert(provenance.end(), verdict.begin(), verdict.end());
  }
  for (auto& w : parallelPartWarnings(amdahlTimes)) provenance.push_back(std::move(w));
  for (auto& w : spreadWarnings(amdahlTimes)) provenance.push_back(std::move(w));
  const std::string text = provenanceText(provenance) + comments + header + "\n" + rows;
  if (auto e = writeFileAtomically(*out, text); !e.empty()) return complain(kExitOutput, e);
  if (auto jsonl = args.text("jsonl"))
    if (auto e = writeExtrapJsonl(*out, *jsonl); !e.empty()) return complain(kExitOutput, e);
  std::cerr << "scalescope-probe: " << rowCount << " runs from " << args.files.size()
            << " files written to " << *out << "\n";
  return kExitOk;
}

}  // namespace scalescope::probe
