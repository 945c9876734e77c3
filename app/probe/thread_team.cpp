#include "app/probe/thread_team.h"

#include <algorithm>
#include <barrier>
#include <thread>
#include <vector>

namespace scalescope::probe {

namespace {

/// What the ranks of one team share: a barrier and one published pointer per rank.
struct TeamState {
  explicit TeamState(int ranks)
      : barrier(ranks),
        published(static_cast<std::size_t>(ranks)),
        values(static_cast<std::size_t>(ranks)) {}
  std::barrier<> barrier;
  std::vector<double*> published;
  std::vector<double> values;
  std::vector<double> sum;
};

class ThreadCommunicator final : public Communicator {
 public:
  ThreadCommunicator(TeamState& team, int rank) : m_team(team), m_rank(rank) {}
  int rank() const override { return m_rank; }
  int size() const override { return static_cast<int>(m_team.published.size()); }

  void barrier() override { m_team.barrier.arrive_and_wait(); }

  void broadcast(std::span<double> data, int root) override {
    publish(data.data());
    if (m_rank != root) std::copy_n(at(root), data.size(), data.begin());
    barrier();  // nobody may change the root's buffer before every copy is done
  }

  void gather(std::span<const double> local, std::span<double> all, int root) override {
    publish(const_cast<double*>(local.data()));  // read only, by the root
    if (m_rank == root)
      for (int r = 0; r < size(); ++r)
        std::copy_n(at(r), local.size(),
                    all.begin() + static_cast<std::ptrdiff_t>(r * local.size()));
    barrier();
  }

  void scatter(std::span<const double> all, std::span<double> local, int root) override {
    publish(const_cast<double*>(all.data()));  // read only, by every rank
    std::copy_n(at(root) + m_rank * local.size(), local.size(), local.begin());
    barrier();
  }

  void allreduceSum(std::span<double> data) override {
    // Reduce-scatter then all-gather through shared memory: rank r adds up its slice of every
    // rank's buffer, so the additions are spread over the ranks, as in a real allreduce.
    if (m_rank == 0) m_team.sum.assign(data.size(), 0.0);
    publish(data.data());
    const std::size_t n = data.size(), p = static_cast<std::size_t>(size());
    const std::size_t lo = n * m_rank / p, hi = n * (m_rank + 1) / p;
    for (int r = 0; r < size(); ++r) {
      const double* src = at(r);
      for (std::size_t i = lo; i < hi; ++i) m_team.sum[i] += src[i];
    }
    barrier();
    std::copy(m_team.sum.begin(), m_team.sum.end(), data.begin());
    barrier();
  }

  double maxOverRanks(double value) override {
    m_team.values[static_cast<std::size_t>(m_rank)] = value;
    barrier();
    const double m = *std::max_element(m_team.values.begin(), m_team.values.end());
    barrier();
    return m;
  }

 private:
  void publish(double* p) {
    m_team.published[static_cast<std::size_t>(m_rank)] = p;
    barrier();
  }
  const double* at(int r) const { return m_team.published[static_cast<std::size_t>(r)]; }

  TeamState& m_team;
  int m_rank;
};

}  // namespace

void runThreadTeam(int ranks, const std::function<void(Communicator&)>& body) {
  TeamState team(ranks);
  std::vector<std::jthread> threads;
  threads.reserve(static_cast<std::size_t>(ranks));
  for (int r = 1; r < ranks; ++r)
    threads.emplace_back([&team, &body, r] {
      ThreadCommunicator comm(team, r);
      body(comm);
    });
  ThreadCommunicator comm(team, 0);  // rank 0 on the calling thread
  body(comm);
}

}  // namespace scalescope::probe
