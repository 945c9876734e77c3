#pragma once
// The train workload: data-parallel training of a linear model with the three centralised
// algorithms of processing-in-memory training (MA-SGD, GA-SGD, ADMM). With the star
// synchronisation rank 0 is the parameter server, as the host CPU of a UPMEM system: it
// pushes the model to the workers, they compute on their share of the samples, it pulls
// their results and updates. Rank 0 is a worker too (it holds a share), so N ranks are N
// processing units. Every round is timed in the PIM breakdown's categories: local compute,
// push (server → workers), pull (workers → server) and the server's update.

#include <cstdint>
#include <string>
#include <vector>

#include "app/probe/communicator.h"
#include "app/probe/linear_model.h"
#include "app/probe/training_data.h"

namespace scalescope::probe {

enum class TrainAlgorithm { MaSgd, GaSgd, Admm };
/// Star: rank 0 as parameter server (gather + update + broadcast/scatter). Allreduce: no
/// server; the ranks combine their results with one allreduce (counted as pull; push is 0).
enum class SyncMode { Star, Allreduce };

struct TrainConfig {
  TrainAlgorithm algorithm = TrainAlgorithm::MaSgd;
  LinearModel model = LinearModel::Logistic;
  SyncMode sync = SyncMode::Star;
  std::size_t samples = 4096;  ///< M: in total (strong) or per rank (weak)
  int features = 32;           ///< D (synthetic data; a file sets its own)
  std::size_t batch = 8;       ///< b per worker (MA-SGD, ADMM) or B global (GA-SGD)
  bool weak = false;
  int epochs = 3;
  double learningRate = 0.1;
  double l2 = 1e-4;  ///< λ of the L2 regulariser λ/2·‖w‖²
  double rho = 0.5;  ///< ADMM's penalty ρ
  std::uint64_t seed = 1;
  double labelNoise = 0;
};

/// Seconds of rank 0 in each category, summed over the rounds of all epochs.
struct TrainParts {
  double computeSeconds = 0, pushSeconds = 0, pullSeconds = 0, updateSeconds = 0;
  double sum() const { return computeSeconds + pushSeconds + pullSeconds + updateSeconds; }
};

struct EpochRecord {
  int epoch = 0;              ///< 0: before training
  double elapsedSeconds = 0;  ///< training time up to the end of this epoch
  double loss = 0;            ///< mean loss over all samples (without the regulariser)
  double accuracy = 0;        ///< fraction classified correctly
};

struct TrainResult {
  double totalSeconds = 0;  ///< rank 0's time in the rounds (evaluation left out)
  TrainParts parts;
  std::size_t rounds = 0;        ///< synchronisation rounds of all epochs
  std::size_t totalSamples = 0;  ///< M·N (weak) or M
  int features = 0;
  std::vector<EpochRecord> epochs;  ///< epoch 0 (the start) to config.epochs
};

/// Rounds of one epoch: MA-SGD ⌊m/(b·N)⌋, GA-SGD ⌊m/B⌋, ADMM 1 (at least 1).
std::size_t roundsPerEpoch(const TrainConfig& config, std::size_t totalSamples, int ranks);

/// Trains on this rank's share of `local` (already this rank's rows) of `totalSamples`
/// (collective; the result is valid on every rank).
TrainResult runTraining(Communicator& comm, const TrainConfig& config, const Samples& local,
                        std::size_t totalSamples);

/// This rank's share for a run: synthetic samples, or its rows of the file's samples.
Samples localSamples(const TrainConfig& config, const Samples* fileSamples, int rank, int ranks,
                     std::size_t* totalSamples);

const char* algorithmName(TrainAlgorithm a);  ///< "ma-sgd", "ga-sgd", "admm"
const char* modelName(LinearModel m);         ///< "lr", "svm"

}  // namespace scalescope::probe
