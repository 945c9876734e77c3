#pragma once
// Training samples for the train workload: seeded synthetic data that every rank can make
// its own share of without the others, or a user's file (CSV with a label column, or the
// libsvm text format) of which each rank keeps its share.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace scalescope::probe {

/// Samples as rows of a dense matrix, labels ±1.
struct Samples {
  int features = 0;
  std::vector<double> x;  ///< row-major, size() × features
  std::vector<double> y;  ///< +1 or −1
  std::size_t size() const { return y.size(); }
  const double* row(std::size_t i) const {
    return x.data() + i * static_cast<std::size_t>(features);
  }
};

/// Samples [first, first + count) of a linearly separable set: x ~ N(0, 1) per feature,
/// y = sign(w*·x) for a hidden w* drawn from `seed`; with labelNoise the label of that
/// fraction of samples is flipped. Sample i depends only on (seed, i), not on who makes it.
Samples syntheticSamples(std::uint64_t seed, int features, std::size_t first, std::size_t count,
                         double labelNoise = 0.0);

/// Reads a training file: ".csv" (a header, a column `label` or `y` with 0/1 or −1/+1, every
/// other column a feature) or anything else as libsvm text ("label index:value ...", indices
/// from 1). Labels 0 become −1. Fails with "FILE:LINE: what was expected".
struct SamplesOrError {
  Samples samples;
  std::string error;  ///< empty on success
};
SamplesOrError readSamplesFile(const std::string& path);
/// The same for text in memory: CSV when `csv`, else libsvm; `name` stands for the file.
SamplesOrError readSamplesText(std::string_view text, const std::string& name, bool csv);

/// Rows [first, first + count) of `all` (clamped to its size).
Samples sliceSamples(const Samples& all, std::size_t first, std::size_t count);

/// [first, first + count) of rank `rank` of `ranks` when `total` samples are split evenly.
struct SampleRange {
  std::size_t first = 0, count = 0;
};
SampleRange shareOf(std::size_t total, int rank, int ranks);

}  // namespace scalescope::probe
