#include "app/probe/mpi_communicator.h"

#include <cstdlib>
#include <cstring>
#include <thread>

#ifdef SCALESCOPE_PROBE_MPI
#include <mpi.h>
#endif

namespace scalescope::probe {

bool launchedByMpi() {
  // Open MPI, MPICH/Hydra and Slurm's srun each set one of these in every rank.
  for (const char* name : {"OMPI_COMM_WORLD_SIZE", "PMI_SIZE", "PMIX_RANK", "SLURM_PROCID"})
    if (std::getenv(name)) return true;
  return false;
}

#ifdef SCALESCOPE_PROBE_MPI

namespace {

int count(std::size_t n) {
  return static_cast<int>(n);  // the workloads' buffers stay far below INT_MAX doubles
}

class MpiCommunicator final : public Communicator {
 public:
  MpiCommunicator(int* argc, char*** argv) {
    MPI_Init(argc, argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &m_rank);
    MPI_Comm_size(MPI_COMM_WORLD, &m_size);
  }
  ~MpiCommunicator() override { MPI_Finalize(); }
  int rank() const override { return m_rank; }
  int size() const override { return m_size; }
  void barrier() override {
    // A waiting rank sleeps instead of spinning in MPI_Barrier's progress loop: the ranks that
    // wait for the serial part must not take the CPU from the one rank that works (on a
    // machine with other load, or with more ranks than cores). Costs ≤ 20 µs per barrier.
    MPI_Request request;
    MPI_Ibarrier(MPI_COMM_WORLD, &request);
    int done = 0;
    for (MPI_Test(&request, &done, MPI_STATUS_IGNORE); !done;
         MPI_Test(&request, &done, MPI_STATUS_IGNORE))
      std::this_thread::sleep_for(std::chrono::microseconds(20));
  }
  void broadcast(std::span<double> data, int root) override {
    MPI_Bcast(data.data(), count(data.size()), MPI_DOUBLE, root, MPI_COMM_WORLD);
  }
  void gather(std::span<const double> local, std::span<double> all, int root) override {
    MPI_Gather(local.data(), count(local.size()), MPI_DOUBLE, all.data(), count(local.size()),
               MPI_DOUBLE, root, MPI_COMM_WORLD);
  }
  void scatter(std::span<const double> all, std::span<double> local, int root) override {
    MPI_Scatter(all.data(), count(local.size()), MPI_DOUBLE, local.data(), count(local.size()),
                MPI_DOUBLE, root, MPI_COMM_WORLD);
  }
  void allreduceSum(std::span<double> data) override {
    MPI_Allreduce(MPI_IN_PLACE, data.data(), count(data.size()), MPI_DOUBLE, MPI_SUM,
                  MPI_COMM_WORLD);
  }
  double maxOverRanks(double value) override {
    double out = value;
    MPI_Allreduce(&value, &out, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
    return out;
  }

 private:
  int m_rank = 0, m_size = 1;
};

}  // namespace

bool mpiAvailable() {
  return true;
}

std::unique_ptr<Communicator> makeMpiWorld(int* argc, char*** argv) {
  return std::make_unique<MpiCommunicator>(argc, argv);
}

std::string mpiLibraryVersion() {
  char text[MPI_MAX_LIBRARY_VERSION_STRING] = {};
  int length = 0;
  MPI_Get_library_version(text, &length);
  std::string version(text, static_cast<std::size_t>(length));
  version.resize(std::strlen(version.c_str()));  // the length may count the closing NUL
  if (auto end = version.find_first_of("\r\n"); end != std::string::npos) version.resize(end);
  while (!version.empty() && (version.back() == ',' || version.back() == ' ')) version.pop_back();
  return version;
}

void mpiAbort(int code) {
  MPI_Abort(MPI_COMM_WORLD, code);
  std::exit(code);
}

#else

bool mpiAvailable() {
  return false;
}

std::unique_ptr<Communicator> makeMpiWorld(int*, char***) {
  return nullptr;
}

std::string mpiLibraryVersion() {
  return {};
}

void mpiAbort(int code) {
  std::exit(code);
}

#endif

}  // namespace scalescope::probe
