#include "app/probe/linear_model.h"

#include <cmath>

namespace scalescope::probe {

namespace {
double dot(const double* x, std::span<const double> w) {
  double s = 0;
  for (std::size_t j = 0; j < w.size(); ++j) s += x[j] * w[j];
  return s;
}
}  // namespace

double marginLoss(LinearModel model, double m) {
  if (model == LinearModel::Svm) return m < 1 ? 1 - m : 0.0;
  // log(1 + e^−m) without overflow for large |m|
  return m > 0 ? std::log1p(std::exp(-m)) : -m + std::log1p(std::exp(m));
}

double marginLossSlope(LinearModel model, double m) {
  if (model == LinearModel::Svm) return m < 1 ? -1.0 : 0.0;
  return -1.0 / (1.0 + std::exp(m));
}

std::size_t addGradient(LinearModel model, const Samples& samples, std::span<const double> w,
                        std::size_t first, std::size_t count, std::span<double> gradient) {
  const std::size_t n = samples.size();
  if (n == 0) return 0;
  for (std::size_t k = 0; k < count; ++k) {
    const std::size_t i = (first + k) % n;
    const double* x = samples.row(i);
    const double y = samples.y[i];
    const double slope = marginLossSlope(model, y * dot(x, w));
    if (slope == 0) continue;
    const double scale = slope * y;
    for (std::size_t j = 0; j < gradient.size(); ++j) gradient[j] += scale * x[j];
  }
  return count;
}

LossSums evaluate(LinearModel model, const Samples& samples, std::span<const double> w) {
  LossSums s;
  for (std::size_t i = 0; i < samples.size(); ++i) {
    const double score = dot(samples.row(i), w);
    s.loss += marginLoss(model, samples.y[i] * score);
    if ((score >= 0 ? 1.0 : -1.0) == samples.y[i]) s.correct += 1;
  }
  return s;
}

}  // namespace scalescope::probe
