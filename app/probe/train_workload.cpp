#include "app/probe/train_workload.h"

#include <algorithm>
#include <cmath>

namespace scalescope::probe {

namespace {

using Vec = std::vector<double>;

/// Times consecutive phases of a round into the categories.
class PhaseClock {
 public:
  explicit PhaseClock(TrainParts& parts) : m_parts(parts), m_last(monotonicSeconds()) {}
  void lap(double TrainParts::*category) {
    const double now = monotonicSeconds();
    m_parts.*category += now - m_last;
    m_last = now;
  }

 private:
  TrainParts& m_parts;
  double m_last;
};

/// One rank's training state and the three algorithms on it.
class Trainer {
 public:
  Trainer(Communicator& comm, const TrainConfig& config, const Samples& local)
      : m_comm(comm),
        m_c(config),
        m_local(local),
        m_d(static_cast<std::size_t>(local.features)),
        m_w(m_d, 0.0),
        m_z(m_d, 0.0),
        m_u(m_d, 0.0),
        m_gradient(m_d, 0.0),
        m_anchor(m_d, 0.0),
        m_scratch(2 * m_d, 0.0) {
    const auto n = static_cast<std::size_t>(comm.size());
    if (comm.rank() == 0 && config.sync == SyncMode::Star) {
      m_all.assign(n * m_d * (config.algorithm == TrainAlgorithm::Admm ? 2 : 1), 0.0);
      if (config.algorithm == TrainAlgorithm::Admm) {
        m_serverW.assign(n * m_d, 0.0);
        m_serverU.assign(n * m_d, 0.0);
      }
    }
  }

  void round(std::size_t k, TrainParts& parts) {
    PhaseClock clock(parts);
    switch (m_c.algorithm) {
      case TrainAlgorithm::MaSgd:
        modelAveraging(k, clock);
        break;
      case TrainAlgorithm::GaSgd:
        gradientAveraging(k, clock);
        break;
      case TrainAlgorithm::Admm:
        admm(clock);
        break;
    }
  }

  /// The model every rank evaluates: the server's (broadcast) or the shared one.
  Vec& evaluationModel() {
    Vec& model = m_c.algorithm == TrainAlgorithm::Admm ? m_z : m_w;
    if (m_c.sync == SyncMode::Star) m_comm.broadcast(model, 0);
    return model;
  }

 private:
  std::size_t localBatch() const {
    if (m_c.algorithm != TrainAlgorithm::GaSgd) return m_c.batch;
    return std::max<std::size_t>(1, m_c.batch / static_cast<std::size_t>(m_comm.size()));
  }

  void sgdStep(Vec& w, std::size_t first, std::size_t count, const Vec* anchor) {
    Vec& g = m_gradient;
    std::fill(g.begin(), g.end(), 0.0);
    const std::size_t used = addGradient(m_c.model, m_local, w, first, count, g);
    const double inv = used ? 1.0 / static_cast<double>(used) : 0.0;
    for (std::size_t j = 0; j < m_d; ++j) {
      double step = g[j] * inv + m_c.l2 * w[j];
      if (anchor) step += m_c.rho * (w[j] - (*anchor)[j]);  // ADMM's proximal term
      w[j] -= m_c.learningRate * step;
    }
  }

  void modelAveraging(std::size_t k, PhaseClock& clock) {
    const std::size_t b = localBatch();
    if (m_c.sync == SyncMode::Star) {
      m_comm.broadcast(m_w, 0);
      clock.lap(&TrainParts::pushSeconds);
      sgdStep(m_w, k * b, b, nullptr);
      clock.lap(&TrainParts::computeSeconds);
      m_comm.gather(m_w, m_all, 0);
      clock.lap(&TrainParts::pullSeconds);
      if (m_comm.rank() == 0) averageRows(m_all, m_w);
      clock.lap(&TrainParts::updateSeconds);
    } else {
      sgdStep(m_w, k * b, b, nullptr);
      clock.lap(&TrainParts::computeSeconds);
      m_comm.allreduceSum(m_w);
      clock.lap(&TrainParts::pullSeconds);
      for (double& v : m_w) v /= m_comm.size();
      clock.lap(&TrainParts::updateSeconds);
    }
  }

  void gradientAveraging(std::size_t k, PhaseClock& clock) {
    const std::size_t b = localBatch();
    const double globalBatch = static_cast<double>(b) * m_comm.size();
    Vec& g = m_gradient;
    std::fill(g.begin(), g.end(), 0.0);
    if (m_c.sync == SyncMode::Star) {
      m_comm.broadcast(m_w, 0);
      clock.lap(&TrainParts::pushSeconds);
    }
    addGradient(m_c.model, m_local, m_w, k * b, b, g);
    clock.lap(&TrainParts::computeSeconds);
    if (m_c.sync == SyncMode::Star) {
      m_comm.gather(g, m_all, 0);
      clock.lap(&TrainParts::pullSeconds);
      if (m_comm.rank() == 0) {
        sumRows(m_all, g);
        applyGradient(g, globalBatch);
      }
    } else {
      m_comm.allreduceSum(g);
      clock.lap(&TrainParts::pullSeconds);
      applyGradient(g, globalBatch);
    }
    clock.lap(&TrainParts::updateSeconds);
  }

  void admm(PhaseClock& clock) {
    // Local problem: min loss_i(w) + ρ/2·‖w − (z − u_i)‖², a whole local epoch of SGD.
    Vec& anchor = m_anchor;
    const auto n = static_cast<std::size_t>(m_comm.size());
    if (m_c.sync == SyncMode::Star) {
      if (m_comm.rank() == 0)
        for (std::size_t r = 0; r < n; ++r)
          for (std::size_t j = 0; j < m_d; ++j) {
            m_all[r * 2 * m_d + j] = m_serverW[r * m_d + j];
            m_all[r * 2 * m_d + m_d + j] = m_z[j] - m_serverU[r * m_d + j];
          }
      Vec& mine = m_scratch;
      m_comm.scatter(m_all, mine, 0);
      std::copy_n(mine.begin(), m_d, m_w.begin());
      std::copy_n(mine.begin() + static_cast<std::ptrdiff_t>(m_d), m_d, anchor.begin());
      clock.lap(&TrainParts::pushSeconds);
    } else {
      for (std::size_t j = 0; j < m_d; ++j) anchor[j] = m_z[j] - m_u[j];
    }
    const std::size_t b = localBatch();
    const std::size_t steps = std::max<std::size_t>(1, m_local.size() / b);
    for (std::size_t s = 0; s < steps; ++s) sgdStep(m_w, s * b, b, &anchor);
    clock.lap(&TrainParts::computeSeconds);
    // z = ρ·Σ(w_i + u_i) / (λ + ρN), the minimiser of λ/2‖z‖² + Σ ρ/2‖w_i + u_i − z‖²
    const double scale = m_c.rho / (m_c.l2 + m_c.rho * static_cast<double>(n));
    if (m_c.sync == SyncMode::Star) {
      std::span<double> pulled(m_all.data(), m_comm.rank() == 0 ? n * m_d : 0);
      m_comm.gather(m_w, pulled, 0);
      clock.lap(&TrainParts::pullSeconds);
      if (m_comm.rank() == 0) {
        std::copy_n(m_all.begin(), n * m_d, m_serverW.begin());
        std::fill(m_z.begin(), m_z.end(), 0.0);
        for (std::size_t r = 0; r < n; ++r)
          for (std::size_t j = 0; j < m_d; ++j)
            m_z[j] += m_serverW[r * m_d + j] + m_serverU[r * m_d + j];
        for (double& v : m_z) v *= scale;
        for (std::size_t r = 0; r < n; ++r)
          for (std::size_t j = 0; j < m_d; ++j)
            m_serverU[r * m_d + j] += m_serverW[r * m_d + j] - m_z[j];
      }
    } else {
      std::span<double> sum(m_scratch.data(), m_d);
      for (std::size_t j = 0; j < m_d; ++j) sum[j] = m_w[j] + m_u[j];
      m_comm.allreduceSum(sum);
      clock.lap(&TrainParts::pullSeconds);
      for (std::size_t j = 0; j < m_d; ++j) {
        m_z[j] = scale * sum[j];
        m_u[j] += m_w[j] - m_z[j];
      }
    }
    clock.lap(&TrainParts::updateSeconds);
  }

  void averageRows(const Vec& rows, Vec& out) const {
    sumRows(rows, out);
    for (double& v : out) v /= m_comm.size();
  }

  void sumRows(const Vec& rows, Vec& out) const {
    std::fill(out.begin(), out.end(), 0.0);
    for (int r = 0; r < m_comm.size(); ++r)
      for (std::size_t j = 0; j < m_d; ++j) out[j] += rows[static_cast<std::size_t>(r) * m_d + j];
  }

  void applyGradient(const Vec& gradientSum, double batch) {
    for (std::size_t j = 0; j < m_d; ++j)
      m_w[j] -= m_c.learningRate * (gradientSum[j] / batch + m_c.l2 * m_w[j]);
  }

  Communicator& m_comm;
  const TrainConfig& m_c;
  const Samples& m_local;
  std::size_t m_d;
  Vec m_w, m_z, m_u;         ///< this rank's model; ADMM's consensus z and (allreduce) its u_i
  Vec m_all;                 ///< the server's buffer of every rank's vectors
  Vec m_serverW, m_serverU;  ///< ADMM star: the server's copy of every w_i and u_i
  // Working buffers, allocated once: a round allocates nothing, so freeing memory (slow under
  // a sanitizer, and no part of training) never falls between a round's timed phases.
  Vec m_gradient, m_anchor;  ///< one step's gradient; ADMM's proximal anchor z − u_i
  Vec m_scratch;             ///< ADMM's scattered (w_i, z − u_i) or its summed w_i + u_i
};

EpochRecord evaluateEpoch(Communicator& comm, const TrainConfig& config, const Samples& local,
                          std::size_t total, std::span<const double> w, int epoch, double elapsed) {
  const LossSums mine = evaluate(config.model, local, w);
  double sums[2] = {mine.loss, mine.correct};
  comm.allreduceSum(sums);
  const double n = static_cast<double>(total);
  return {epoch, elapsed, sums[0] / n, sums[1] / n};
}

}  // namespace

std::size_t roundsPerEpoch(const TrainConfig& c, std::size_t totalSamples, int ranks) {
  std::size_t rounds = 1;
  if (c.algorithm == TrainAlgorithm::MaSgd)
    rounds = totalSamples / (c.batch * static_cast<std::size_t>(ranks));
  else if (c.algorithm == TrainAlgorithm::GaSgd)
    rounds = totalSamples / c.batch;
  return std::max<std::size_t>(1, rounds);
}

TrainResult runTraining(Communicator& comm, const TrainConfig& config, const Samples& local,
                        std::size_t totalSamples) {
  TrainResult result;
  result.totalSamples = totalSamples;
  result.features = local.features;
  Trainer trainer(comm, config, local);
  const std::size_t rounds = roundsPerEpoch(config, totalSamples, comm.size());
  result.epochs.push_back(
      evaluateEpoch(comm, config, local, totalSamples, trainer.evaluationModel(), 0, 0.0));
  for (int e = 1; e <= config.epochs; ++e) {
    comm.barrier();  // every epoch starts together: its time is the slowest rank's
    const double start = monotonicSeconds();
    for (std::size_t k = 0; k < rounds; ++k) trainer.round(k, result.parts);
    result.totalSeconds += monotonicSeconds() - start;
    result.rounds += rounds;
    result.epochs.push_back(evaluateEpoch(comm, config, local, totalSamples,
                                          trainer.evaluationModel(), e, result.totalSeconds));
  }
  // Rank 0's clock is the one that counts; hand its numbers to every rank.
  double shared[5] = {result.totalSeconds, result.parts.computeSeconds, result.parts.pushSeconds,
                      result.parts.pullSeconds, result.parts.updateSeconds};
  comm.broadcast(shared, 0);
  result.totalSeconds = shared[0];
  result.parts = {shared[1], shared[2], shared[3], shared[4]};
  return result;
}

Samples localSamples(const TrainConfig& config, const Samples* fileSamples, int rank, int ranks,
                     std::size_t* totalSamples) {
  if (fileSamples) {
    // A file is the whole data set (strong scaling); weak scaling repeats it on every rank.
    if (config.weak) {
      *totalSamples = fileSamples->size() * static_cast<std::size_t>(ranks);
      return *fileSamples;
    }
    *totalSamples = fileSamples->size();
    const SampleRange share = shareOf(fileSamples->size(), rank, ranks);
    return sliceSamples(*fileSamples, share.first, share.count);
  }
  if (config.weak) {
    *totalSamples = config.samples * static_cast<std::size_t>(ranks);
    return syntheticSamples(config.seed, config.features, config.samples * rank, config.samples,
                            config.labelNoise);
  }
  *totalSamples = config.samples;
  const SampleRange share = shareOf(config.samples, rank, ranks);
  return syntheticSamples(config.seed, config.features, share.first, share.count,
                          config.labelNoise);
}

const char* algorithmName(TrainAlgorithm a) {
  switch (a) {
    case TrainAlgorithm::MaSgd:
      return "ma-sgd";
    case TrainAlgorithm::GaSgd:
      return "ga-sgd";
    case TrainAlgorithm::Admm:
      return "admm";
  }
  return "?";
}

const char* modelName(LinearModel m) {
  return m == LinearModel::Logistic ? "lr" : "svm";
}

}  // namespace scalescope::probe
