#include "model/measured/network_values.h"

#include <algorithm>
#include <string>

namespace scalescope::model {

Result<NetworkValues> networkValuesFromTable(const std::vector<double>& messageBytes,
                                             const std::vector<double>& timeSeconds, double n,
                                             CommPattern pattern) {
  using R = Result<NetworkValues>;
  if (!(n >= 2))
    return R::failure(modelMessage(
        SCALESCOPE_TR_NOOP("Model",
                           "a latency table at N = %1 says nothing about the network: it needs "
                           "N ≥ 2 ranks"),
        {std::to_string(static_cast<long long>(n))}));
  auto fit = fitAlphaBeta(messageBytes, timeSeconds);
  if (!fit) return R::failure(fit.errorText());
  if (!(fit->latencySeconds > 0))
    return R::failure(modelMessage(SCALESCOPE_TR_NOOP(
        "Model", "the fitted latency is not positive: the table does not show a latency")));
  // c(N): the latency count (L = 1 s, no bytes); d(N): the bytes count (V = 1 B at 1 B/s).
  const double latencyCount = commSeconds(pattern, n, 1.0, 0.0, 1.0);
  const double bytesCount = commSeconds(pattern, n, 0.0, 1.0, 1.0);
  NetworkValues v;
  v.latencySeconds = fit->latencySeconds / latencyCount;
  v.bytesPerSecond = bytesCount * fit->bandwidthBytesPerSecond;
  v.n = n;
  v.pattern = pattern;
  v.fit = *fit;
  return v;
}

Result<NetworkValues> networkValuesFromSet(const MeasurementSet& set, CommPattern pattern) {
  double largest = 0;
  for (const MeasuredPoint& p : set.points)
    if (p.operation == "allreduce" && p.bytes && p.timeSeconds) largest = std::max(largest, p.n);
  if (largest < 2)
    return Result<NetworkValues>::failure(modelMessage(
        SCALESCOPE_TR_NOOP("Model",
                           "%1: no allreduce latency table at N ≥ 2 (run the probe's allreduce "
                           "workload on 2 or more ranks)"),
        {MarkedArg::verbatim(set.sourceName)}));
  std::vector<double> bytes, seconds;
  for (const MeasuredPoint& p : set.points)
    if (p.operation == "allreduce" && p.bytes && p.timeSeconds && p.n == largest) {
      bytes.push_back(*p.bytes);
      seconds.push_back(*p.timeSeconds);
    }
  return networkValuesFromTable(bytes, seconds, largest, pattern);
}

}  // namespace scalescope::model
