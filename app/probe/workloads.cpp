#include "app/probe/workloads.h"

#include <sstream>

namespace scalescope::probe {

namespace {

std::string scalingName(bool weak) {
  return weak ? "weak" : "strong";
}

std::vector<std::string> commonFields(const std::string& series, bool weak, const RunLabel& l,
                                      double seconds, const std::string& op) {
  return {series, scalingName(weak),     formatNumber(l.n),
          l.unit, formatNumber(seconds), std::to_string(l.rep),
          op};
}

int readTrain(OptionReader& r, const ProbeArgs& args, WorkloadSetup* s, std::string* error) {
  TrainConfig& t = s->train;
  const std::string algorithm = r.choice("algorithm", "ma-sgd", {"ma-sgd", "ga-sgd", "admm"});
  t.algorithm = algorithm == "ga-sgd" ? TrainAlgorithm::GaSgd
                : algorithm == "admm" ? TrainAlgorithm::Admm
                                      : TrainAlgorithm::MaSgd;
  t.model =
      r.choice("model", "lr", {"lr", "svm"}) == "svm" ? LinearModel::Svm : LinearModel::Logistic;
  t.sync = r.choice("sync", "star", {"star", "allreduce"}) == "allreduce" ? SyncMode::Allreduce
                                                                          : SyncMode::Star;
  t.samples = static_cast<std::size_t>(r.integer("samples", 4096, 1, 100'000'000));
  t.features = static_cast<int>(r.integer("features", 32, 1, 1'000'000));
  t.batch = static_cast<std::size_t>(r.integer("batch", 8, 1, 100'000'000));
  t.epochs = static_cast<int>(r.integer("epochs", 3, 1, 100'000));
  t.learningRate = r.number("learning-rate", 0.1, 1e-9, 1e3);
  t.l2 = r.number("l2", 1e-4, 0, 1e3);
  t.rho = r.number("rho", 0.5, 1e-9, 1e6);
  t.seed = static_cast<std::uint64_t>(r.integer("seed", 1, 0, 1LL << 62));
  t.labelNoise = r.number("label-noise", 0, 0, 0.5);
  t.weak = s->weak;
  if (!r.ok()) return kExitUsage;
  if (t.features > 0 && t.samples * static_cast<std::size_t>(t.features) > 500'000'000) {
    *error = "--samples × --features: more than 5·10^8 values (4 GB) per rank";
    return kExitUsage;
  }
  if (auto path = args.text("data")) {
    SamplesOrError file = readSamplesFile(*path);
    if (!file.error.empty()) {
      *error = file.error;
      return kExitInput;
    }
    t.features = file.samples.features;
    s->trainFile = std::move(file.samples);
  }
  return kExitOk;
}

int readCollectives(OptionReader& r, const ProbeArgs& args, WorkloadSetup* s, std::string* error) {
  const std::string sizes = args.text("sizes").value_or("8:16777216");
  const auto colon = sizes.find(':');
  double from = 0, to = 0;
  std::istringstream a(sizes.substr(0, colon)),
      b(colon == std::string::npos ? sizes : sizes.substr(colon + 1));
  if (!(a >> from) || !(b >> to) || !a.eof() || !b.eof() ||
      (s->collectives.messageBytes = powerOfTwoSizes(from, to)).empty()) {
    *error = "--sizes " + sizes + ": expected FROM:TO in bytes, e.g. 8:16777216";
    return kExitUsage;
  }
  for (double m : s->collectives.messageBytes)
    if (static_cast<long long>(m) % 8 != 0 || m > 1 << 30) {
      *error = "--sizes " + sizes + ": every size must be a multiple of 8 bytes (the messages " +
               "hold doubles) and at most 1 GiB; " + formatNumber(m) + " is not";
      return kExitUsage;
    }
  if (auto ops = args.text("ops")) {
    s->collectives.operations.clear();
    std::stringstream ss(*ops);
    std::string op;
    while (std::getline(ss, op, ',')) {
      if (op == "allreduce")
        s->collectives.operations.push_back(Collective::Allreduce);
      else if (op == "gather")
        s->collectives.operations.push_back(Collective::Gather);
      else if (op == "broadcast")
        s->collectives.operations.push_back(Collective::Broadcast);
      else {
        *error = "--ops " + *ops + ": expected a list of allreduce, gather, broadcast";
        return kExitUsage;
      }
    }
  }
  s->collectives.secondsPerSize = r.number("seconds-per-size", 0.05, 1e-6, 60);
  return r.ok() ? kExitOk : kExitUsage;
}

}  // namespace

std::string amdahlSeries(const AmdahlConfig& c) {
  return "amdahl S=" + formatNumber(c.serialFraction);
}

std::string trainSeries(const TrainConfig& c) {
  std::string s = std::string(algorithmName(c.algorithm)) + " " + modelName(c.model);
  if (c.sync == SyncMode::Allreduce) s += " allreduce";
  return s;
}

int readWorkloadSetup(const ProbeArgs& args, WorkloadSetup* s, std::string* error) {
  OptionReader r(args);
  s->workload = args.workload;
  s->weak = r.flag("weak");
  int code = kExitOk;
  if (args.workload == "amdahl") {
    s->amdahl.serialFraction = r.number("serial-fraction", 0.1, 0, 1);
    s->amdahlWorkSeconds = r.number("work-s", 1.0, 1e-4, 1e5);
    s->amdahl.workUnits = static_cast<std::uint64_t>(r.integer("work-units", 0, 1, 1LL << 50));
    s->amdahl.weak = s->weak;
    code = r.ok() ? kExitOk : kExitUsage;
  } else if (args.workload == "train") {
    code = readTrain(r, args, s, error);
  } else {
    code = readCollectives(r, args, s, error);
  }
  if (error->empty() && !r.ok()) *error = r.error();
  return code;
}

RunOutput runWorkload(Communicator& comm, const WorkloadSetup& s, const RunLabel& label) {
  RunOutput out;
  out.results.columns = resultColumns(s.workload);
  if (s.workload == "amdahl") {
    AmdahlConfig c = s.amdahl;
    if (c.workUnits == 0) {
      double units[1] = {comm.rank() == 0 ? s.amdahlWorkSeconds * kernelUnitsPerSecond() : 0.0};
      comm.broadcast(units, 0);
      c.workUnits = std::max<std::uint64_t>(1, static_cast<std::uint64_t>(units[0]));
    }
    const AmdahlResult r = runAmdahl(comm, c);
    auto row = commonFields(amdahlSeries(c), c.weak, label, r.totalSeconds, "amdahl");
    row.insert(row.end(), {formatNumber(r.serialSeconds), formatNumber(r.parallelSeconds),
                           formatNumber(c.serialFraction), std::to_string(c.workUnits)});
    out.results.rows.push_back(std::move(row));
  } else if (s.workload == "train") {
    std::size_t total = 0;
    const Samples local = localSamples(s.train, s.trainFile ? &*s.trainFile : nullptr, comm.rank(),
                                       comm.size(), &total);
    const TrainResult r = runTraining(comm, s.train, local, total);
    const std::string series = trainSeries(s.train);
    const std::string op = algorithmName(s.train.algorithm);
    auto row = commonFields(series, s.weak, label, r.totalSeconds, op);
    const EpochRecord& last = r.epochs.back();
    row.insert(row.end(), {formatNumber(r.parts.computeSeconds), formatNumber(r.parts.pushSeconds),
                           formatNumber(r.parts.pullSeconds), formatNumber(r.parts.updateSeconds),
                           std::to_string(r.rounds), std::to_string(s.train.epochs),
                           std::to_string(r.totalSamples), std::to_string(r.features),
                           std::to_string(s.train.batch), formatNumber(last.loss),
                           formatNumber(last.accuracy)});
    out.results.rows.push_back(std::move(row));
    out.epochs.columns = epochColumns();
    for (const EpochRecord& e : r.epochs)
      out.epochs.rows.push_back({series, scalingName(s.weak), formatNumber(label.n), label.unit,
                                 std::to_string(label.rep), op, std::to_string(e.epoch),
                                 formatNumber(e.elapsedSeconds), formatNumber(e.loss),
                                 formatNumber(e.accuracy)});
  } else {
    for (const CollectiveTiming& t : runCollectives(comm, s.collectives)) {
      const std::string op = collectiveName(t.operation);
      // One series per operation (the sizes are its bytes column, for the α–β fit). The
      // message per rank stays the same as N grows: weak scaling of the data moved.
      auto row = commonFields(op, true, label, t.seconds, op);
      row.insert(row.end(), {formatNumber(t.messageBytes), std::to_string(t.iterations)});
      out.results.rows.push_back(std::move(row));
    }
  }
  return out;
}

}  // namespace scalescope::probe
