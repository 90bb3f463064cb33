; ModuleID = 'cub_block.cu'
source_filename = "cub_block.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%"struct.cub::CUB_300001_SM_900::BlockReduce<int, 128>::TempStorage" = type { %"struct.cub::CUB_300001_SM_900::Uninitialized" }
%"struct.cub::CUB_300001_SM_900::Uninitialized" = type { [6 x i32] }
%"struct.cub::CUB_300001_SM_900::BlockReduce<float, 128>::TempStorage" = type { %"struct.cub::CUB_300001_SM_900::Uninitialized.8" }
%"struct.cub::CUB_300001_SM_900::Uninitialized.8" = type { [6 x i32] }
%"struct.cub::CUB_300001_SM_900::BlockReduce<int, 128, cub::CUB_300001_SM_900::BLOCK_REDUCE_RAKING>::TempStorage" = type { %"struct.cub::CUB_300001_SM_900::Uninitialized.15" }
%"struct.cub::CUB_300001_SM_900::Uninitialized.15" = type { [40 x %struct.ulonglong2.16] }
%struct.ulonglong2.16 = type { i64, i64 }
%"struct.cub::CUB_300001_SM_900::BlockReduce<float, 128, cub::CUB_300001_SM_900::BLOCK_REDUCE_RAKING>::TempStorage" = type { %"struct.cub::CUB_300001_SM_900::Uninitialized.21" }
%"struct.cub::CUB_300001_SM_900::Uninitialized.21" = type { [40 x %struct.ulonglong2.16] }
%"struct.cub::CUB_300001_SM_900::BlockReduce<int, 128, cub::CUB_300001_SM_900::BLOCK_REDUCE_RAKING_COMMUTATIVE_ONLY>::TempStorage" = type { %"struct.cub::CUB_300001_SM_900::Uninitialized.28" }
%"struct.cub::CUB_300001_SM_900::Uninitialized.28" = type { [40 x %struct.ulonglong2.16] }
%"struct.cub::CUB_300001_SM_900::BlockReduce<float, 128, cub::CUB_300001_SM_900::BLOCK_REDUCE_RAKING_COMMUTATIVE_ONLY>::TempStorage" = type { %"struct.cub::CUB_300001_SM_900::Uninitialized.34" }
%"struct.cub::CUB_300001_SM_900::Uninitialized.34" = type { [40 x %struct.ulonglong2.16] }
%"struct.cub::CUB_300001_SM_900::BlockReduce<int, 80>::TempStorage" = type { %"struct.cub::CUB_300001_SM_900::Uninitialized.43" }
%"struct.cub::CUB_300001_SM_900::Uninitialized.43" = type { [5 x i32] }
%"struct.cub::CUB_300001_SM_900::BlockReduce<float, 80>::TempStorage" = type { %"struct.cub::CUB_300001_SM_900::Uninitialized.49" }
%"struct.cub::CUB_300001_SM_900::Uninitialized.49" = type { [5 x i32] }
%"struct.cub::CUB_300001_SM_900::BlockScan<int, 128>::TempStorage" = type { %"struct.cub::CUB_300001_SM_900::Uninitialized.55" }
%"struct.cub::CUB_300001_SM_900::Uninitialized.55" = type { [42 x %struct.ulonglong2.16] }
%"struct.cub::CUB_300001_SM_900::BlockScan<float, 128>::TempStorage" = type { %"struct.cub::CUB_300001_SM_900::Uninitialized.58" }
%"struct.cub::CUB_300001_SM_900::Uninitialized.58" = type { [42 x %struct.ulonglong2.16] }
%"struct.cub::CUB_300001_SM_900::BlockScan<int, 128, cub::CUB_300001_SM_900::BLOCK_SCAN_RAKING_MEMOIZE>::TempStorage" = type { %"struct.cub::CUB_300001_SM_900::Uninitialized.68" }
%"struct.cub::CUB_300001_SM_900::Uninitialized.68" = type { [42 x %struct.ulonglong2.16] }
%"struct.cub::CUB_300001_SM_900::BlockScan<float, 128, cub::CUB_300001_SM_900::BLOCK_SCAN_RAKING_MEMOIZE>::TempStorage" = type { %"struct.cub::CUB_300001_SM_900::Uninitialized.74" }
%"struct.cub::CUB_300001_SM_900::Uninitialized.74" = type { [42 x %struct.ulonglong2.16] }
%"struct.cub::CUB_300001_SM_900::BlockScan<int, 128, cub::CUB_300001_SM_900::BLOCK_SCAN_WARP_SCANS>::TempStorage" = type { %"struct.cub::CUB_300001_SM_900::Uninitialized.80" }
%"struct.cub::CUB_300001_SM_900::Uninitialized.80" = type { [2 x %struct.ulonglong2.16] }
%"struct.cub::CUB_300001_SM_900::BlockScan<float, 128, cub::CUB_300001_SM_900::BLOCK_SCAN_WARP_SCANS>::TempStorage" = type { %"struct.cub::CUB_300001_SM_900::Uninitialized.84" }
%"struct.cub::CUB_300001_SM_900::Uninitialized.84" = type { [2 x %struct.ulonglong2.16] }
%"struct.cub::CUB_300001_SM_900::BlockScan<int, 80, cub::CUB_300001_SM_900::BLOCK_SCAN_WARP_SCANS>::TempStorage" = type { %"struct.cub::CUB_300001_SM_900::Uninitialized.90" }
%"struct.cub::CUB_300001_SM_900::Uninitialized.90" = type { [33 x %struct.ulonglong2.16] }
%"struct.cub::CUB_300001_SM_900::BlockScan<float, 80, cub::CUB_300001_SM_900::BLOCK_SCAN_WARP_SCANS>::TempStorage" = type { %"struct.cub::CUB_300001_SM_900::Uninitialized.102" }
%"struct.cub::CUB_300001_SM_900::Uninitialized.102" = type { [33 x %struct.ulonglong2.16] }

$_ZZ6reduceILi128ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE2EiEvPKT1_PS3_iE2ts = comdat any

$_ZZ6reduceILi128ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE2EfEvPKT1_PS3_iE2ts = comdat any

$_ZZ12reduce_itemsILi128ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE2EEvPKiPiE2ts = comdat any

$_ZZ6reduceILi128ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE1EiEvPKT1_PS3_iE2ts = comdat any

$_ZZ6reduceILi128ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE1EfEvPKT1_PS3_iE2ts = comdat any

$_ZZ12reduce_itemsILi128ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE1EEvPKiPiE2ts = comdat any

$_ZZ6reduceILi128ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE0EiEvPKT1_PS3_iE2ts = comdat any

$_ZZ6reduceILi128ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE0EfEvPKT1_PS3_iE2ts = comdat any

$_ZZ12reduce_itemsILi128ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE0EEvPKiPiE2ts = comdat any

$_ZZ6reduceILi80ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE2EiEvPKT1_PS3_iE2ts = comdat any

$_ZZ6reduceILi80ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE2EfEvPKT1_PS3_iE2ts = comdat any

$_ZZ12reduce_itemsILi80ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE2EEvPKiPiE2ts = comdat any

$_ZZ4scanILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE0EiEvPKT1_PS3_S6_S6_E2ts = comdat any

$_ZZ4scanILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE0EfEvPKT1_PS3_S6_S6_E2ts = comdat any

$_ZZ10scan_itemsILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE0EEvPKiPiE2ts = comdat any

$_ZZ4scanILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE1EiEvPKT1_PS3_S6_S6_E2ts = comdat any

$_ZZ4scanILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE1EfEvPKT1_PS3_S6_S6_E2ts = comdat any

$_ZZ10scan_itemsILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE1EEvPKiPiE2ts = comdat any

$_ZZ4scanILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE2EiEvPKT1_PS3_S6_S6_E2ts = comdat any

$_ZZ4scanILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE2EfEvPKT1_PS3_S6_S6_E2ts = comdat any

$_ZZ10scan_itemsILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE2EEvPKiPiE2ts = comdat any

$_ZZ4scanILi80ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE2EiEvPKT1_PS3_S6_S6_E2ts = comdat any

$_ZZ4scanILi80ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE2EfEvPKT1_PS3_S6_S6_E2ts = comdat any

$_ZZ10scan_itemsILi80ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE2EEvPKiPiE2ts = comdat any

@_ZZ6reduceILi128ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE2EiEvPKT1_PS3_iE2ts = linkonce_odr dso_local local_unnamed_addr addrspace(3) global %"struct.cub::CUB_300001_SM_900::BlockReduce<int, 128>::TempStorage" undef, comdat, align 4
@_ZZ6reduceILi128ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE2EfEvPKT1_PS3_iE2ts = linkonce_odr dso_local local_unnamed_addr addrspace(3) global %"struct.cub::CUB_300001_SM_900::BlockReduce<float, 128>::TempStorage" undef, comdat, align 4
@_ZZ12reduce_itemsILi128ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE2EEvPKiPiE2ts = linkonce_odr dso_local local_unnamed_addr addrspace(3) global %"struct.cub::CUB_300001_SM_900::BlockReduce<int, 128>::TempStorage" undef, comdat, align 4
@_ZZ6reduceILi128ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE1EiEvPKT1_PS3_iE2ts = linkonce_odr dso_local local_unnamed_addr addrspace(3) global %"struct.cub::CUB_300001_SM_900::BlockReduce<int, 128, cub::CUB_300001_SM_900::BLOCK_REDUCE_RAKING>::TempStorage" undef, comdat, align 16
@_ZZ6reduceILi128ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE1EfEvPKT1_PS3_iE2ts = linkonce_odr dso_local local_unnamed_addr addrspace(3) global %"struct.cub::CUB_300001_SM_900::BlockReduce<float, 128, cub::CUB_300001_SM_900::BLOCK_REDUCE_RAKING>::TempStorage" undef, comdat, align 16
@_ZZ12reduce_itemsILi128ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE1EEvPKiPiE2ts = linkonce_odr dso_local local_unnamed_addr addrspace(3) global %"struct.cub::CUB_300001_SM_900::BlockReduce<int, 128, cub::CUB_300001_SM_900::BLOCK_REDUCE_RAKING>::TempStorage" undef, comdat, align 16
@_ZZ6reduceILi128ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE0EiEvPKT1_PS3_iE2ts = linkonce_odr dso_local local_unnamed_addr addrspace(3) global %"struct.cub::CUB_300001_SM_900::BlockReduce<int, 128, cub::CUB_300001_SM_900::BLOCK_REDUCE_RAKING_COMMUTATIVE_ONLY>::TempStorage" undef, comdat, align 16
@_ZZ6reduceILi128ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE0EfEvPKT1_PS3_iE2ts = linkonce_odr dso_local local_unnamed_addr addrspace(3) global %"struct.cub::CUB_300001_SM_900::BlockReduce<float, 128, cub::CUB_300001_SM_900::BLOCK_REDUCE_RAKING_COMMUTATIVE_ONLY>::TempStorage" undef, comdat, align 16
@_ZZ12reduce_itemsILi128ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE0EEvPKiPiE2ts = linkonce_odr dso_local local_unnamed_addr addrspace(3) global %"struct.cub::CUB_300001_SM_900::BlockReduce<int, 128, cub::CUB_300001_SM_900::BLOCK_REDUCE_RAKING_COMMUTATIVE_ONLY>::TempStorage" undef, comdat, align 16
@_ZZ6reduceILi80ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE2EiEvPKT1_PS3_iE2ts = linkonce_odr dso_local local_unnamed_addr addrspace(3) global %"struct.cub::CUB_300001_SM_900::BlockReduce<int, 80>::TempStorage" undef, comdat, align 4
@_ZZ6reduceILi80ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE2EfEvPKT1_PS3_iE2ts = linkonce_odr dso_local local_unnamed_addr addrspace(3) global %"struct.cub::CUB_300001_SM_900::BlockReduce<float, 80>::TempStorage" undef, comdat, align 4
@_ZZ12reduce_itemsILi80ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE2EEvPKiPiE2ts = linkonce_odr dso_local local_unnamed_addr addrspace(3) global %"struct.cub::CUB_300001_SM_900::BlockReduce<int, 80>::TempStorage" undef, comdat, align 4
@_ZZ4scanILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE0EiEvPKT1_PS3_S6_S6_E2ts = linkonce_odr dso_local local_unnamed_addr addrspace(3) global %"struct.cub::CUB_300001_SM_900::BlockScan<int, 128>::TempStorage" undef, comdat, align 16
@_ZZ4scanILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE0EfEvPKT1_PS3_S6_S6_E2ts = linkonce_odr dso_local local_unnamed_addr addrspace(3) global %"struct.cub::CUB_300001_SM_900::BlockScan<float, 128>::TempStorage" undef, comdat, align 16
@_ZZ10scan_itemsILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE0EEvPKiPiE2ts = linkonce_odr dso_local local_unnamed_addr addrspace(3) global %"struct.cub::CUB_300001_SM_900::BlockScan<int, 128>::TempStorage" undef, comdat, align 16
@_ZZ4scanILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE1EiEvPKT1_PS3_S6_S6_E2ts = linkonce_odr dso_local local_unnamed_addr addrspace(3) global %"struct.cub::CUB_300001_SM_900::BlockScan<int, 128, cub::CUB_300001_SM_900::BLOCK_SCAN_RAKING_MEMOIZE>::TempStorage" undef, comdat, align 16
@_ZZ4scanILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE1EfEvPKT1_PS3_S6_S6_E2ts = linkonce_odr dso_local local_unnamed_addr addrspace(3) global %"struct.cub::CUB_300001_SM_900::BlockScan<float, 128, cub::CUB_300001_SM_900::BLOCK_SCAN_RAKING_MEMOIZE>::TempStorage" undef, comdat, align 16
@_ZZ10scan_itemsILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE1EEvPKiPiE2ts = linkonce_odr dso_local local_unnamed_addr addrspace(3) global %"struct.cub::CUB_300001_SM_900::BlockScan<int, 128, cub::CUB_300001_SM_900::BLOCK_SCAN_RAKING_MEMOIZE>::TempStorage" undef, comdat, align 16
@_ZZ4scanILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE2EiEvPKT1_PS3_S6_S6_E2ts = linkonce_odr dso_local local_unnamed_addr addrspace(3) global %"struct.cub::CUB_300001_SM_900::BlockScan<int, 128, cub::CUB_300001_SM_900::BLOCK_SCAN_WARP_SCANS>::TempStorage" undef, comdat, align 16
@_ZZ4scanILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE2EfEvPKT1_PS3_S6_S6_E2ts = linkonce_odr dso_local local_unnamed_addr addrspace(3) global %"struct.cub::CUB_300001_SM_900::BlockScan<float, 128, cub::CUB_300001_SM_900::BLOCK_SCAN_WARP_SCANS>::TempStorage" undef, comdat, align 16
@_ZZ10scan_itemsILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE2EEvPKiPiE2ts = linkonce_odr dso_local local_unnamed_addr addrspace(3) global %"struct.cub::CUB_300001_SM_900::BlockScan<int, 128, cub::CUB_300001_SM_900::BLOCK_SCAN_WARP_SCANS>::TempStorage" undef, comdat, align 16
@_ZZ4scanILi80ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE2EiEvPKT1_PS3_S6_S6_E2ts = linkonce_odr dso_local addrspace(3) global %"struct.cub::CUB_300001_SM_900::BlockScan<int, 80, cub::CUB_300001_SM_900::BLOCK_SCAN_WARP_SCANS>::TempStorage" undef, comdat, align 16
@_ZZ4scanILi80ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE2EfEvPKT1_PS3_S6_S6_E2ts = linkonce_odr dso_local addrspace(3) global %"struct.cub::CUB_300001_SM_900::BlockScan<float, 80, cub::CUB_300001_SM_900::BLOCK_SCAN_WARP_SCANS>::TempStorage" undef, comdat, align 16
@_ZZ10scan_itemsILi80ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE2EEvPKiPiE2ts = linkonce_odr dso_local addrspace(3) global %"struct.cub::CUB_300001_SM_900::BlockScan<int, 80, cub::CUB_300001_SM_900::BLOCK_SCAN_WARP_SCANS>::TempStorage" undef, comdat, align 16

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @reduce_i32_warp_reductions(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = shl i32 %4, 7
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds nuw i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !6
  %11 = icmp slt i32 %2, 128
  br i1 %11, label %12, label %64

12:                                               ; preds = %3
  %13 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #5, !srcloc !11
  %14 = and i32 %6, 992
  %15 = add nuw nsw i32 %14, 32
  %16 = icmp sgt i32 %15, %2
  %17 = xor i32 %14, -1
  %18 = add i32 %2, %17
  %19 = select i1 %16, i32 %18, i32 31
  %20 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %10, i32 1, i32 %19, i32 -1) #6, !srcloc !12
  %21 = icmp slt i32 %13, %19
  %22 = select i1 %21, i32 %20, i32 0
  %23 = add nsw i32 %22, %10
  %24 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %23, i32 2, i32 %19, i32 -1) #6, !srcloc !12
  %25 = add nsw i32 %13, 2
  %26 = icmp sgt i32 %25, %19
  %27 = select i1 %26, i32 0, i32 %24
  %28 = add nsw i32 %23, %27
  %29 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %28, i32 4, i32 %19, i32 -1) #6, !srcloc !12
  %30 = add nsw i32 %13, 4
  %31 = icmp sgt i32 %30, %19
  %32 = select i1 %31, i32 0, i32 %29
  %33 = add nsw i32 %28, %32
  %34 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %33, i32 8, i32 %19, i32 -1) #6, !srcloc !12
  %35 = add nsw i32 %13, 8
  %36 = icmp sgt i32 %35, %19
  %37 = select i1 %36, i32 0, i32 %34
  %38 = add nsw i32 %33, %37
  %39 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %38, i32 16, i32 %19, i32 -1) #6, !srcloc !12
  %40 = add nsw i32 %13, 16
  %41 = icmp sgt i32 %40, %19
  %42 = select i1 %41, i32 0, i32 %39
  %43 = add nsw i32 %38, %42
  %44 = icmp eq i32 %13, 0
  br i1 %44, label %45, label %49

45:                                               ; preds = %12
  %46 = lshr i32 %6, 5
  %47 = zext nneg i32 %46 to i64
  %48 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceILi128ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE2EiEvPKT1_PS3_iE2ts to ptr), i64 4), i64 %47
  store i32 %43, ptr %48, align 4, !tbaa !6
  br label %49

49:                                               ; preds = %45, %12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %50 = icmp eq i32 %6, 0
  br i1 %50, label %51, label %100

51:                                               ; preds = %49
  %52 = icmp sgt i32 %2, 32
  %53 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceILi128ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE2EiEvPKT1_PS3_iE2ts to ptr), i64 8), align 4
  %54 = select i1 %52, i32 %53, i32 0
  %55 = add nsw i32 %54, %43
  %56 = icmp sgt i32 %2, 64
  %57 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceILi128ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE2EiEvPKT1_PS3_iE2ts to ptr), i64 12), align 4
  %58 = select i1 %56, i32 %57, i32 0
  %59 = add nsw i32 %55, %58
  %60 = icmp sgt i32 %2, 96
  %61 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceILi128ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE2EiEvPKT1_PS3_iE2ts to ptr), i64 16), align 4
  %62 = select i1 %60, i32 %61, i32 0
  %63 = add nsw i32 %59, %62
  br label %100

64:                                               ; preds = %3
  %65 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #5, !srcloc !11
  %66 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %10, i32 1, i32 31, i32 -1) #6, !srcloc !12
  %67 = icmp sgt i32 %65, 30
  %68 = select i1 %67, i32 0, i32 %66
  %69 = add nsw i32 %68, %10
  %70 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %69, i32 2, i32 31, i32 -1) #6, !srcloc !12
  %71 = icmp sgt i32 %65, 29
  %72 = select i1 %71, i32 0, i32 %70
  %73 = add nsw i32 %69, %72
  %74 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %73, i32 4, i32 31, i32 -1) #6, !srcloc !12
  %75 = icmp sgt i32 %65, 27
  %76 = select i1 %75, i32 0, i32 %74
  %77 = add nsw i32 %73, %76
  %78 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %77, i32 8, i32 31, i32 -1) #6, !srcloc !12
  %79 = icmp sgt i32 %65, 23
  %80 = select i1 %79, i32 0, i32 %78
  %81 = add nsw i32 %77, %80
  %82 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %81, i32 16, i32 31, i32 -1) #6, !srcloc !12
  %83 = icmp sgt i32 %65, 15
  %84 = select i1 %83, i32 0, i32 %82
  %85 = add nsw i32 %81, %84
  %86 = icmp eq i32 %65, 0
  br i1 %86, label %87, label %91

87:                                               ; preds = %64
  %88 = lshr i32 %6, 5
  %89 = zext nneg i32 %88 to i64
  %90 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceILi128ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE2EiEvPKT1_PS3_iE2ts to ptr), i64 4), i64 %89
  store i32 %85, ptr %90, align 4, !tbaa !6
  br label %91

91:                                               ; preds = %87, %64
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %92 = icmp eq i32 %6, 0
  br i1 %92, label %93, label %100

93:                                               ; preds = %91
  %94 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceILi128ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE2EiEvPKT1_PS3_iE2ts to ptr), i64 8), align 4, !tbaa !6
  %95 = add nsw i32 %94, %85
  %96 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceILi128ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE2EiEvPKT1_PS3_iE2ts to ptr), i64 12), align 4, !tbaa !6
  %97 = add nsw i32 %95, %96
  %98 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceILi128ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE2EiEvPKT1_PS3_iE2ts to ptr), i64 16), align 4, !tbaa !6
  %99 = add nsw i32 %97, %98
  br label %100

100:                                              ; preds = %93, %91, %51, %49
  %101 = phi i32 [ %43, %49 ], [ %63, %51 ], [ %99, %93 ], [ %85, %91 ]
  %102 = icmp eq i32 %6, 0
  br i1 %102, label %103, label %106

103:                                              ; preds = %100
  %104 = zext nneg i32 %4 to i64
  %105 = getelementptr inbounds nuw i32, ptr %1, i64 %104
  store i32 %101, ptr %105, align 4, !tbaa !6
  br label %106

106:                                              ; preds = %100, %103
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @reduce_f32_warp_reductions(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = shl i32 %4, 7
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds nuw float, ptr %0, i64 %8
  %10 = load float, ptr %9, align 4, !tbaa !13
  %11 = icmp slt i32 %2, 128
  br i1 %11, label %12, label %45

12:                                               ; preds = %3
  %13 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #5, !srcloc !11
  %14 = and i32 %6, 992
  %15 = add nuw nsw i32 %14, 32
  %16 = icmp sgt i32 %15, %2
  %17 = xor i32 %14, -1
  %18 = add i32 %2, %17
  %19 = select i1 %16, i32 %18, i32 31
  %20 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %10, i32 1, i32 %19, float %10, i32 -1) #6, !srcloc !15
  %21 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %20, i32 2, i32 %19, float %20, i32 -1) #6, !srcloc !15
  %22 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %21, i32 4, i32 %19, float %21, i32 -1) #6, !srcloc !15
  %23 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %22, i32 8, i32 %19, float %22, i32 -1) #6, !srcloc !15
  %24 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %23, i32 16, i32 %19, float %23, i32 -1) #6, !srcloc !15
  %25 = icmp eq i32 %13, 0
  br i1 %25, label %26, label %30

26:                                               ; preds = %12
  %27 = lshr i32 %6, 5
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceILi128ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE2EfEvPKT1_PS3_iE2ts to ptr), i64 4), i64 %28
  store float %24, ptr %29, align 4, !tbaa !13
  br label %30

30:                                               ; preds = %26, %12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %31 = icmp eq i32 %6, 0
  br i1 %31, label %32, label %66

32:                                               ; preds = %30
  %33 = icmp sgt i32 %2, 32
  %34 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceILi128ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE2EfEvPKT1_PS3_iE2ts to ptr), i64 8), align 4
  %35 = fadd contract float %24, %34
  %36 = select i1 %33, float %35, float %24
  %37 = icmp sgt i32 %2, 64
  %38 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceILi128ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE2EfEvPKT1_PS3_iE2ts to ptr), i64 12), align 4
  %39 = fadd contract float %38, %36
  %40 = select i1 %37, float %39, float %36
  %41 = icmp sgt i32 %2, 96
  %42 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceILi128ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE2EfEvPKT1_PS3_iE2ts to ptr), i64 16), align 4
  %43 = fadd contract float %42, %40
  %44 = select i1 %41, float %43, float %40
  br label %66

45:                                               ; preds = %3
  %46 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #5, !srcloc !11
  %47 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %10, i32 1, i32 31, float %10, i32 -1) #6, !srcloc !15
  %48 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %47, i32 2, i32 31, float %47, i32 -1) #6, !srcloc !15
  %49 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %48, i32 4, i32 31, float %48, i32 -1) #6, !srcloc !15
  %50 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %49, i32 8, i32 31, float %49, i32 -1) #6, !srcloc !15
  %51 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %50, i32 16, i32 31, float %50, i32 -1) #6, !srcloc !15
  %52 = icmp eq i32 %46, 0
  br i1 %52, label %53, label %57

53:                                               ; preds = %45
  %54 = lshr i32 %6, 5
  %55 = zext nneg i32 %54 to i64
  %56 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceILi128ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE2EfEvPKT1_PS3_iE2ts to ptr), i64 4), i64 %55
  store float %51, ptr %56, align 4, !tbaa !13
  br label %57

57:                                               ; preds = %53, %45
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %58 = icmp eq i32 %6, 0
  br i1 %58, label %59, label %66

59:                                               ; preds = %57
  %60 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceILi128ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE2EfEvPKT1_PS3_iE2ts to ptr), i64 8), align 4, !tbaa !13
  %61 = fadd contract float %51, %60
  %62 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceILi128ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE2EfEvPKT1_PS3_iE2ts to ptr), i64 12), align 4, !tbaa !13
  %63 = fadd contract float %61, %62
  %64 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceILi128ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE2EfEvPKT1_PS3_iE2ts to ptr), i64 16), align 4, !tbaa !13
  %65 = fadd contract float %63, %64
  br label %66

66:                                               ; preds = %59, %57, %32, %30
  %67 = phi contract float [ %24, %30 ], [ %44, %32 ], [ %65, %59 ], [ %51, %57 ]
  %68 = icmp eq i32 %6, 0
  br i1 %68, label %69, label %72

69:                                               ; preds = %66
  %70 = zext nneg i32 %4 to i64
  %71 = getelementptr inbounds nuw float, ptr %1, i64 %70
  store float %67, ptr %71, align 4, !tbaa !13
  br label %72

72:                                               ; preds = %66, %69
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @reduce_max4_warp_reductions(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = shl i32 %3, 9
  %6 = shl nuw nsw i32 %4, 2
  %7 = add i32 %5, %6
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds nuw i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !6
  %11 = or disjoint i32 %7, 1
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds nuw i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !6
  %15 = tail call noundef i32 @llvm.smax.i32(i32 %10, i32 %14)
  %16 = or disjoint i32 %7, 2
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds nuw i32, ptr %0, i64 %17
  %19 = load i32, ptr %18, align 4, !tbaa !6
  %20 = or disjoint i32 %7, 3
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds nuw i32, ptr %0, i64 %21
  %23 = load i32, ptr %22, align 4, !tbaa !6
  %24 = tail call noundef i32 @llvm.smax.i32(i32 %19, i32 %23)
  %25 = tail call noundef i32 @llvm.smax.i32(i32 %15, i32 %24)
  %26 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #5, !srcloc !11
  %27 = tail call noundef i32 @llvm.nvvm.redux.sync.max(i32 %25, i32 -1)
  %28 = icmp eq i32 %26, 0
  br i1 %28, label %29, label %33

29:                                               ; preds = %2
  %30 = lshr i32 %4, 5
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12reduce_itemsILi128ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE2EEvPKiPiE2ts to ptr), i64 4), i64 %31
  store i32 %27, ptr %32, align 4, !tbaa !6
  br label %33

33:                                               ; preds = %29, %2
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %34 = icmp eq i32 %4, 0
  br i1 %34, label %35, label %44

35:                                               ; preds = %33
  %36 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12reduce_itemsILi128ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE2EEvPKiPiE2ts to ptr), i64 8), align 4, !tbaa !6
  %37 = tail call noundef i32 @llvm.smax.i32(i32 %27, i32 %36)
  %38 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12reduce_itemsILi128ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE2EEvPKiPiE2ts to ptr), i64 12), align 4, !tbaa !6
  %39 = tail call noundef i32 @llvm.smax.i32(i32 %37, i32 %38)
  %40 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12reduce_itemsILi128ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE2EEvPKiPiE2ts to ptr), i64 16), align 4, !tbaa !6
  %41 = tail call noundef i32 @llvm.smax.i32(i32 %39, i32 %40)
  %42 = zext nneg i32 %3 to i64
  %43 = getelementptr inbounds nuw i32, ptr %1, i64 %42
  store i32 %41, ptr %43, align 4, !tbaa !6
  br label %44

44:                                               ; preds = %33, %35
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @reduce_i32_raking(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = shl i32 %4, 7
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds nuw i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !6
  %11 = icmp slt i32 %2, 128
  %12 = lshr i32 %6, 2
  %13 = add nuw nsw i32 %12, %6
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceILi128ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE1EiEvPKT1_PS3_iE2ts to ptr), i64 %14
  store i32 %10, ptr %15, align 4, !tbaa !6
  %16 = icmp samesign ult i32 %6, 32
  br i1 %11, label %17, label %76

17:                                               ; preds = %3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %16, label %18, label %112

18:                                               ; preds = %17
  %19 = mul nuw nsw i32 %6, 5
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceILi128ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE1EiEvPKT1_PS3_iE2ts to ptr), i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !6
  %23 = shl nuw nsw i32 %6, 2
  %24 = or disjoint i32 %23, 1
  %25 = icmp ult i32 %24, %2
  br i1 %25, label %26, label %30

26:                                               ; preds = %18
  %27 = getelementptr inbounds nuw i8, ptr %21, i64 4
  %28 = load i32, ptr %27, align 4, !tbaa !6
  %29 = add nsw i32 %28, %22
  br label %30

30:                                               ; preds = %26, %18
  %31 = phi i32 [ %29, %26 ], [ %22, %18 ]
  %32 = or disjoint i32 %23, 2
  %33 = icmp ult i32 %32, %2
  br i1 %33, label %34, label %38

34:                                               ; preds = %30
  %35 = getelementptr inbounds nuw i8, ptr %21, i64 8
  %36 = load i32, ptr %35, align 4, !tbaa !6
  %37 = add nsw i32 %36, %31
  br label %38

38:                                               ; preds = %34, %30
  %39 = phi i32 [ %37, %34 ], [ %31, %30 ]
  %40 = or disjoint i32 %23, 3
  %41 = icmp ult i32 %40, %2
  br i1 %41, label %42, label %46

42:                                               ; preds = %38
  %43 = getelementptr inbounds nuw i8, ptr %21, i64 12
  %44 = load i32, ptr %43, align 4, !tbaa !6
  %45 = add nsw i32 %44, %39
  br label %46

46:                                               ; preds = %42, %38
  %47 = phi i32 [ %45, %42 ], [ %39, %38 ]
  %48 = add nsw i32 %2, 3
  %49 = sdiv i32 %48, 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %50 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #5, !srcloc !11
  %51 = add nsw i32 %49, -1
  %52 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %47, i32 1, i32 %51, i32 -1) #6, !srcloc !12
  %53 = icmp slt i32 %50, %51
  %54 = select i1 %53, i32 %52, i32 0
  %55 = add nsw i32 %54, %47
  %56 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %55, i32 2, i32 %51, i32 -1) #6, !srcloc !12
  %57 = add nsw i32 %50, 2
  %58 = icmp slt i32 %57, %49
  %59 = select i1 %58, i32 %56, i32 0
  %60 = add nsw i32 %55, %59
  %61 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %60, i32 4, i32 %51, i32 -1) #6, !srcloc !12
  %62 = add nsw i32 %50, 4
  %63 = icmp slt i32 %62, %49
  %64 = select i1 %63, i32 %61, i32 0
  %65 = add nsw i32 %60, %64
  %66 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %65, i32 8, i32 %51, i32 -1) #6, !srcloc !12
  %67 = add nsw i32 %50, 8
  %68 = icmp slt i32 %67, %49
  %69 = select i1 %68, i32 %66, i32 0
  %70 = add nsw i32 %65, %69
  %71 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %70, i32 16, i32 %51, i32 -1) #6, !srcloc !12
  %72 = add nsw i32 %50, 16
  %73 = icmp slt i32 %72, %49
  %74 = select i1 %73, i32 %71, i32 0
  %75 = add nsw i32 %70, %74
  br label %112

76:                                               ; preds = %3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %16, label %77, label %112

77:                                               ; preds = %76
  %78 = mul nuw nsw i32 %6, 5
  %79 = zext nneg i32 %78 to i64
  %80 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceILi128ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE1EiEvPKT1_PS3_iE2ts to ptr), i64 %79
  %81 = load i32, ptr %80, align 4, !tbaa !6
  %82 = getelementptr inbounds nuw i8, ptr %80, i64 4
  %83 = load i32, ptr %82, align 4, !tbaa !6
  %84 = add nsw i32 %83, %81
  %85 = getelementptr inbounds nuw i8, ptr %80, i64 8
  %86 = load i32, ptr %85, align 4, !tbaa !6
  %87 = add nsw i32 %84, %86
  %88 = getelementptr inbounds nuw i8, ptr %80, i64 12
  %89 = load i32, ptr %88, align 4, !tbaa !6
  %90 = add nsw i32 %87, %89
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %91 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #5, !srcloc !11
  %92 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %90, i32 1, i32 31, i32 -1) #6, !srcloc !12
  %93 = icmp sgt i32 %91, 30
  %94 = select i1 %93, i32 0, i32 %92
  %95 = add nsw i32 %94, %90
  %96 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %95, i32 2, i32 31, i32 -1) #6, !srcloc !12
  %97 = icmp sgt i32 %91, 29
  %98 = select i1 %97, i32 0, i32 %96
  %99 = add nsw i32 %95, %98
  %100 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %99, i32 4, i32 31, i32 -1) #6, !srcloc !12
  %101 = icmp sgt i32 %91, 27
  %102 = select i1 %101, i32 0, i32 %100
  %103 = add nsw i32 %99, %102
  %104 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %103, i32 8, i32 31, i32 -1) #6, !srcloc !12
  %105 = icmp sgt i32 %91, 23
  %106 = select i1 %105, i32 0, i32 %104
  %107 = add nsw i32 %103, %106
  %108 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %107, i32 16, i32 31, i32 -1) #6, !srcloc !12
  %109 = icmp sgt i32 %91, 15
  %110 = select i1 %109, i32 0, i32 %108
  %111 = add nsw i32 %107, %110
  br label %112

112:                                              ; preds = %77, %76, %46, %17
  %113 = phi i32 [ %10, %17 ], [ %75, %46 ], [ %111, %77 ], [ %10, %76 ]
  %114 = icmp eq i32 %6, 0
  br i1 %114, label %115, label %118

115:                                              ; preds = %112
  %116 = zext nneg i32 %4 to i64
  %117 = getelementptr inbounds nuw i32, ptr %1, i64 %116
  store i32 %113, ptr %117, align 4, !tbaa !6
  br label %118

118:                                              ; preds = %112, %115
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @reduce_f32_raking(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = shl i32 %4, 7
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds nuw float, ptr %0, i64 %8
  %10 = load float, ptr %9, align 4, !tbaa !13
  %11 = icmp slt i32 %2, 128
  %12 = lshr i32 %6, 2
  %13 = add nuw nsw i32 %12, %6
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceILi128ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE1EfEvPKT1_PS3_iE2ts to ptr), i64 %14
  store float %10, ptr %15, align 4, !tbaa !13
  %16 = icmp samesign ult i32 %6, 32
  br i1 %11, label %17, label %57

17:                                               ; preds = %3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %16, label %18, label %78

18:                                               ; preds = %17
  %19 = mul nuw nsw i32 %6, 5
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceILi128ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE1EfEvPKT1_PS3_iE2ts to ptr), i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !13
  %23 = shl nuw nsw i32 %6, 2
  %24 = or disjoint i32 %23, 1
  %25 = icmp ult i32 %24, %2
  br i1 %25, label %26, label %30

26:                                               ; preds = %18
  %27 = getelementptr inbounds nuw i8, ptr %21, i64 4
  %28 = load float, ptr %27, align 4, !tbaa !13
  %29 = fadd contract float %22, %28
  br label %30

30:                                               ; preds = %26, %18
  %31 = phi float [ %29, %26 ], [ %22, %18 ]
  %32 = or disjoint i32 %23, 2
  %33 = icmp ult i32 %32, %2
  br i1 %33, label %34, label %38

34:                                               ; preds = %30
  %35 = getelementptr inbounds nuw i8, ptr %21, i64 8
  %36 = load float, ptr %35, align 4, !tbaa !13
  %37 = fadd contract float %31, %36
  br label %38

38:                                               ; preds = %34, %30
  %39 = phi float [ %37, %34 ], [ %31, %30 ]
  %40 = or disjoint i32 %23, 3
  %41 = icmp ult i32 %40, %2
  br i1 %41, label %42, label %46

42:                                               ; preds = %38
  %43 = getelementptr inbounds nuw i8, ptr %21, i64 12
  %44 = load float, ptr %43, align 4, !tbaa !13
  %45 = fadd contract float %39, %44
  br label %46

46:                                               ; preds = %42, %38
  %47 = phi float [ %45, %42 ], [ %39, %38 ]
  %48 = add nsw i32 %2, 3
  %49 = sdiv i32 %48, 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %50 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #5, !srcloc !11
  %51 = add nsw i32 %49, -1
  %52 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %47, i32 1, i32 %51, float %47, i32 -1) #6, !srcloc !15
  %53 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %52, i32 2, i32 %51, float %52, i32 -1) #6, !srcloc !15
  %54 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %53, i32 4, i32 %51, float %53, i32 -1) #6, !srcloc !15
  %55 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %54, i32 8, i32 %51, float %54, i32 -1) #6, !srcloc !15
  %56 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %55, i32 16, i32 %51, float %55, i32 -1) #6, !srcloc !15
  br label %78

57:                                               ; preds = %3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %16, label %58, label %78

58:                                               ; preds = %57
  %59 = mul nuw nsw i32 %6, 5
  %60 = zext nneg i32 %59 to i64
  %61 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceILi128ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE1EfEvPKT1_PS3_iE2ts to ptr), i64 %60
  %62 = load float, ptr %61, align 4, !tbaa !13
  %63 = getelementptr inbounds nuw i8, ptr %61, i64 4
  %64 = load float, ptr %63, align 4, !tbaa !13
  %65 = fadd contract float %62, %64
  %66 = getelementptr inbounds nuw i8, ptr %61, i64 8
  %67 = load float, ptr %66, align 4, !tbaa !13
  %68 = fadd contract float %65, %67
  %69 = getelementptr inbounds nuw i8, ptr %61, i64 12
  %70 = load float, ptr %69, align 4, !tbaa !13
  %71 = fadd contract float %68, %70
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %72 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #5, !srcloc !11
  %73 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %71, i32 1, i32 31, float %71, i32 -1) #6, !srcloc !15
  %74 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %73, i32 2, i32 31, float %73, i32 -1) #6, !srcloc !15
  %75 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %74, i32 4, i32 31, float %74, i32 -1) #6, !srcloc !15
  %76 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %75, i32 8, i32 31, float %75, i32 -1) #6, !srcloc !15
  %77 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %76, i32 16, i32 31, float %76, i32 -1) #6, !srcloc !15
  br label %78

78:                                               ; preds = %58, %57, %46, %17
  %79 = phi contract float [ %10, %17 ], [ %56, %46 ], [ %77, %58 ], [ %10, %57 ]
  %80 = icmp eq i32 %6, 0
  br i1 %80, label %81, label %84

81:                                               ; preds = %78
  %82 = zext nneg i32 %4 to i64
  %83 = getelementptr inbounds nuw float, ptr %1, i64 %82
  store float %79, ptr %83, align 4, !tbaa !13
  br label %84

84:                                               ; preds = %78, %81
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @reduce_max4_raking(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = shl i32 %3, 9
  %6 = shl nuw nsw i32 %4, 2
  %7 = add i32 %5, %6
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds nuw i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !6
  %11 = or disjoint i32 %7, 1
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds nuw i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !6
  %15 = tail call noundef i32 @llvm.smax.i32(i32 %10, i32 %14)
  %16 = or disjoint i32 %7, 2
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds nuw i32, ptr %0, i64 %17
  %19 = load i32, ptr %18, align 4, !tbaa !6
  %20 = or disjoint i32 %7, 3
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds nuw i32, ptr %0, i64 %21
  %23 = load i32, ptr %22, align 4, !tbaa !6
  %24 = tail call noundef i32 @llvm.smax.i32(i32 %19, i32 %23)
  %25 = tail call noundef i32 @llvm.smax.i32(i32 %15, i32 %24)
  %26 = lshr i32 %4, 2
  %27 = add nuw nsw i32 %26, %4
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12reduce_itemsILi128ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE1EEvPKiPiE2ts to ptr), i64 %28
  store i32 %25, ptr %29, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %30 = icmp samesign ult i32 %4, 32
  br i1 %30, label %31, label %47

31:                                               ; preds = %2
  %32 = mul nuw nsw i32 %4, 5
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12reduce_itemsILi128ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE1EEvPKiPiE2ts to ptr), i64 %33
  %35 = load i32, ptr %34, align 4, !tbaa !6
  %36 = getelementptr inbounds nuw i8, ptr %34, i64 4
  %37 = load i32, ptr %36, align 4, !tbaa !6
  %38 = tail call noundef i32 @llvm.smax.i32(i32 %35, i32 %37)
  %39 = getelementptr inbounds nuw i8, ptr %34, i64 8
  %40 = load i32, ptr %39, align 4, !tbaa !6
  %41 = tail call noundef i32 @llvm.smax.i32(i32 %38, i32 %40)
  %42 = getelementptr inbounds nuw i8, ptr %34, i64 12
  %43 = load i32, ptr %42, align 4, !tbaa !6
  %44 = tail call noundef i32 @llvm.smax.i32(i32 %41, i32 %43)
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %45 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #5, !srcloc !11
  %46 = tail call noundef i32 @llvm.nvvm.redux.sync.max(i32 %44, i32 -1)
  br label %47

47:                                               ; preds = %31, %2
  %48 = phi i32 [ %46, %31 ], [ %25, %2 ]
  %49 = icmp eq i32 %4, 0
  br i1 %49, label %50, label %53

50:                                               ; preds = %47
  %51 = zext nneg i32 %3 to i64
  %52 = getelementptr inbounds nuw i32, ptr %1, i64 %51
  store i32 %48, ptr %52, align 4, !tbaa !6
  br label %53

53:                                               ; preds = %47, %50
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @reduce_i32_raking_commutative(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = shl i32 %4, 7
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds nuw i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !6
  %11 = icmp slt i32 %2, 128
  br i1 %11, label %12, label %76

12:                                               ; preds = %3
  %13 = lshr i32 %6, 2
  %14 = add nuw nsw i32 %13, %6
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceILi128ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE0EiEvPKT1_PS3_iE2ts to ptr), i64 %15
  store i32 %10, ptr %16, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %17 = icmp samesign ult i32 %6, 32
  br i1 %17, label %18, label %117

18:                                               ; preds = %12
  %19 = mul nuw nsw i32 %6, 5
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceILi128ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE0EiEvPKT1_PS3_iE2ts to ptr), i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !6
  %23 = shl nuw nsw i32 %6, 2
  %24 = or disjoint i32 %23, 1
  %25 = icmp ult i32 %24, %2
  br i1 %25, label %26, label %30

26:                                               ; preds = %18
  %27 = getelementptr inbounds nuw i8, ptr %21, i64 4
  %28 = load i32, ptr %27, align 4, !tbaa !6
  %29 = add nsw i32 %28, %22
  br label %30

30:                                               ; preds = %26, %18
  %31 = phi i32 [ %29, %26 ], [ %22, %18 ]
  %32 = or disjoint i32 %23, 2
  %33 = icmp ult i32 %32, %2
  br i1 %33, label %34, label %38

34:                                               ; preds = %30
  %35 = getelementptr inbounds nuw i8, ptr %21, i64 8
  %36 = load i32, ptr %35, align 4, !tbaa !6
  %37 = add nsw i32 %36, %31
  br label %38

38:                                               ; preds = %34, %30
  %39 = phi i32 [ %37, %34 ], [ %31, %30 ]
  %40 = or disjoint i32 %23, 3
  %41 = icmp ult i32 %40, %2
  br i1 %41, label %42, label %46

42:                                               ; preds = %38
  %43 = getelementptr inbounds nuw i8, ptr %21, i64 12
  %44 = load i32, ptr %43, align 4, !tbaa !6
  %45 = add nsw i32 %44, %39
  br label %46

46:                                               ; preds = %42, %38
  %47 = phi i32 [ %45, %42 ], [ %39, %38 ]
  %48 = add nsw i32 %2, 3
  %49 = sdiv i32 %48, 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %50 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #5, !srcloc !11
  %51 = add nsw i32 %49, -1
  %52 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %47, i32 1, i32 %51, i32 -1) #6, !srcloc !12
  %53 = icmp slt i32 %50, %51
  %54 = select i1 %53, i32 %52, i32 0
  %55 = add nsw i32 %54, %47
  %56 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %55, i32 2, i32 %51, i32 -1) #6, !srcloc !12
  %57 = add nsw i32 %50, 2
  %58 = icmp slt i32 %57, %49
  %59 = select i1 %58, i32 %56, i32 0
  %60 = add nsw i32 %55, %59
  %61 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %60, i32 4, i32 %51, i32 -1) #6, !srcloc !12
  %62 = add nsw i32 %50, 4
  %63 = icmp slt i32 %62, %49
  %64 = select i1 %63, i32 %61, i32 0
  %65 = add nsw i32 %60, %64
  %66 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %65, i32 8, i32 %51, i32 -1) #6, !srcloc !12
  %67 = add nsw i32 %50, 8
  %68 = icmp slt i32 %67, %49
  %69 = select i1 %68, i32 %66, i32 0
  %70 = add nsw i32 %65, %69
  %71 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %70, i32 16, i32 %51, i32 -1) #6, !srcloc !12
  %72 = add nsw i32 %50, 16
  %73 = icmp slt i32 %72, %49
  %74 = select i1 %73, i32 %71, i32 0
  %75 = add nsw i32 %70, %74
  br label %117

76:                                               ; preds = %3
  %77 = icmp samesign ugt i32 %6, 31
  br i1 %77, label %78, label %82

78:                                               ; preds = %76
  %79 = zext nneg i32 %6 to i64
  %80 = getelementptr i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceILi128ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE0EiEvPKT1_PS3_iE2ts to ptr), i64 16), i64 %79
  %81 = getelementptr i8, ptr %80, i64 -128
  store i32 %10, ptr %81, align 4, !tbaa !6
  br label %82

82:                                               ; preds = %78, %76
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %83 = icmp samesign ult i32 %6, 32
  br i1 %83, label %84, label %117

84:                                               ; preds = %82
  %85 = mul nuw nsw i32 %6, 3
  %86 = zext nneg i32 %85 to i64
  %87 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceILi128ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE0EiEvPKT1_PS3_iE2ts to ptr), i64 16), i64 %86
  %88 = load i32, ptr %87, align 4, !tbaa !6
  %89 = getelementptr inbounds nuw i8, ptr %87, i64 4
  %90 = load i32, ptr %89, align 4, !tbaa !6
  %91 = getelementptr inbounds nuw i8, ptr %87, i64 8
  %92 = load i32, ptr %91, align 4, !tbaa !6
  %93 = add nsw i32 %88, %10
  %94 = add nsw i32 %93, %90
  %95 = add nsw i32 %94, %92
  %96 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #5, !srcloc !11
  %97 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %95, i32 1, i32 31, i32 -1) #6, !srcloc !12
  %98 = icmp sgt i32 %96, 30
  %99 = select i1 %98, i32 0, i32 %97
  %100 = add nsw i32 %99, %95
  %101 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %100, i32 2, i32 31, i32 -1) #6, !srcloc !12
  %102 = icmp sgt i32 %96, 29
  %103 = select i1 %102, i32 0, i32 %101
  %104 = add nsw i32 %100, %103
  %105 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %104, i32 4, i32 31, i32 -1) #6, !srcloc !12
  %106 = icmp sgt i32 %96, 27
  %107 = select i1 %106, i32 0, i32 %105
  %108 = add nsw i32 %104, %107
  %109 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %108, i32 8, i32 31, i32 -1) #6, !srcloc !12
  %110 = icmp sgt i32 %96, 23
  %111 = select i1 %110, i32 0, i32 %109
  %112 = add nsw i32 %108, %111
  %113 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %112, i32 16, i32 31, i32 -1) #6, !srcloc !12
  %114 = icmp sgt i32 %96, 15
  %115 = select i1 %114, i32 0, i32 %113
  %116 = add nsw i32 %112, %115
  br label %117

117:                                              ; preds = %84, %82, %46, %12
  %118 = phi i32 [ %10, %12 ], [ %75, %46 ], [ %116, %84 ], [ %10, %82 ]
  %119 = icmp eq i32 %6, 0
  br i1 %119, label %120, label %123

120:                                              ; preds = %117
  %121 = zext nneg i32 %4 to i64
  %122 = getelementptr inbounds nuw i32, ptr %1, i64 %121
  store i32 %118, ptr %122, align 4, !tbaa !6
  br label %123

123:                                              ; preds = %117, %120
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @reduce_f32_raking_commutative(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = shl i32 %4, 7
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds nuw float, ptr %0, i64 %8
  %10 = load float, ptr %9, align 4, !tbaa !13
  %11 = icmp slt i32 %2, 128
  br i1 %11, label %12, label %57

12:                                               ; preds = %3
  %13 = lshr i32 %6, 2
  %14 = add nuw nsw i32 %13, %6
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceILi128ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE0EfEvPKT1_PS3_iE2ts to ptr), i64 %15
  store float %10, ptr %16, align 4, !tbaa !13
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %17 = icmp samesign ult i32 %6, 32
  br i1 %17, label %18, label %83

18:                                               ; preds = %12
  %19 = mul nuw nsw i32 %6, 5
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceILi128ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE0EfEvPKT1_PS3_iE2ts to ptr), i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !13
  %23 = shl nuw nsw i32 %6, 2
  %24 = or disjoint i32 %23, 1
  %25 = icmp ult i32 %24, %2
  br i1 %25, label %26, label %30

26:                                               ; preds = %18
  %27 = getelementptr inbounds nuw i8, ptr %21, i64 4
  %28 = load float, ptr %27, align 4, !tbaa !13
  %29 = fadd contract float %22, %28
  br label %30

30:                                               ; preds = %26, %18
  %31 = phi float [ %29, %26 ], [ %22, %18 ]
  %32 = or disjoint i32 %23, 2
  %33 = icmp ult i32 %32, %2
  br i1 %33, label %34, label %38

34:                                               ; preds = %30
  %35 = getelementptr inbounds nuw i8, ptr %21, i64 8
  %36 = load float, ptr %35, align 4, !tbaa !13
  %37 = fadd contract float %31, %36
  br label %38

38:                                               ; preds = %34, %30
  %39 = phi float [ %37, %34 ], [ %31, %30 ]
  %40 = or disjoint i32 %23, 3
  %41 = icmp ult i32 %40, %2
  br i1 %41, label %42, label %46

42:                                               ; preds = %38
  %43 = getelementptr inbounds nuw i8, ptr %21, i64 12
  %44 = load float, ptr %43, align 4, !tbaa !13
  %45 = fadd contract float %39, %44
  br label %46

46:                                               ; preds = %42, %38
  %47 = phi float [ %45, %42 ], [ %39, %38 ]
  %48 = add nsw i32 %2, 3
  %49 = sdiv i32 %48, 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %50 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #5, !srcloc !11
  %51 = add nsw i32 %49, -1
  %52 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %47, i32 1, i32 %51, float %47, i32 -1) #6, !srcloc !15
  %53 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %52, i32 2, i32 %51, float %52, i32 -1) #6, !srcloc !15
  %54 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %53, i32 4, i32 %51, float %53, i32 -1) #6, !srcloc !15
  %55 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %54, i32 8, i32 %51, float %54, i32 -1) #6, !srcloc !15
  %56 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %55, i32 16, i32 %51, float %55, i32 -1) #6, !srcloc !15
  br label %83

57:                                               ; preds = %3
  %58 = icmp samesign ugt i32 %6, 31
  br i1 %58, label %59, label %63

59:                                               ; preds = %57
  %60 = zext nneg i32 %6 to i64
  %61 = getelementptr float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceILi128ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE0EfEvPKT1_PS3_iE2ts to ptr), i64 16), i64 %60
  %62 = getelementptr i8, ptr %61, i64 -128
  store float %10, ptr %62, align 4, !tbaa !13
  br label %63

63:                                               ; preds = %59, %57
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %64 = icmp samesign ult i32 %6, 32
  br i1 %64, label %65, label %83

65:                                               ; preds = %63
  %66 = mul nuw nsw i32 %6, 3
  %67 = zext nneg i32 %66 to i64
  %68 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceILi128ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE0EfEvPKT1_PS3_iE2ts to ptr), i64 16), i64 %67
  %69 = load float, ptr %68, align 4, !tbaa !13
  %70 = fadd contract float %10, %69
  %71 = getelementptr inbounds nuw i8, ptr %68, i64 4
  %72 = load float, ptr %71, align 4, !tbaa !13
  %73 = getelementptr inbounds nuw i8, ptr %68, i64 8
  %74 = load float, ptr %73, align 4, !tbaa !13
  %75 = fadd contract float %72, %74
  %76 = fadd contract float %70, %75
  %77 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #5, !srcloc !11
  %78 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %76, i32 1, i32 31, float %76, i32 -1) #6, !srcloc !15
  %79 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %78, i32 2, i32 31, float %78, i32 -1) #6, !srcloc !15
  %80 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %79, i32 4, i32 31, float %79, i32 -1) #6, !srcloc !15
  %81 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %80, i32 8, i32 31, float %80, i32 -1) #6, !srcloc !15
  %82 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %81, i32 16, i32 31, float %81, i32 -1) #6, !srcloc !15
  br label %83

83:                                               ; preds = %65, %63, %46, %12
  %84 = phi contract float [ %10, %12 ], [ %56, %46 ], [ %82, %65 ], [ %10, %63 ]
  %85 = icmp eq i32 %6, 0
  br i1 %85, label %86, label %89

86:                                               ; preds = %83
  %87 = zext nneg i32 %4 to i64
  %88 = getelementptr inbounds nuw float, ptr %1, i64 %87
  store float %84, ptr %88, align 4, !tbaa !13
  br label %89

89:                                               ; preds = %83, %86
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @reduce_max4_raking_commutative(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = shl i32 %3, 9
  %6 = shl nuw nsw i32 %4, 2
  %7 = add i32 %5, %6
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds nuw i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !6
  %11 = or disjoint i32 %7, 1
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds nuw i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !6
  %15 = tail call noundef i32 @llvm.smax.i32(i32 %10, i32 %14)
  %16 = or disjoint i32 %7, 2
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds nuw i32, ptr %0, i64 %17
  %19 = load i32, ptr %18, align 4, !tbaa !6
  %20 = or disjoint i32 %7, 3
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds nuw i32, ptr %0, i64 %21
  %23 = load i32, ptr %22, align 4, !tbaa !6
  %24 = tail call noundef i32 @llvm.smax.i32(i32 %19, i32 %23)
  %25 = tail call noundef i32 @llvm.smax.i32(i32 %15, i32 %24)
  %26 = icmp samesign ugt i32 %4, 31
  br i1 %26, label %27, label %31

27:                                               ; preds = %2
  %28 = zext nneg i32 %4 to i64
  %29 = getelementptr i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12reduce_itemsILi128ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE0EEvPKiPiE2ts to ptr), i64 16), i64 %28
  %30 = getelementptr i8, ptr %29, i64 -128
  store i32 %25, ptr %30, align 4, !tbaa !6
  br label %31

31:                                               ; preds = %27, %2
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %32 = icmp samesign ult i32 %4, 32
  br i1 %32, label %33, label %47

33:                                               ; preds = %31
  %34 = mul nuw nsw i32 %4, 3
  %35 = zext nneg i32 %34 to i64
  %36 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12reduce_itemsILi128ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE0EEvPKiPiE2ts to ptr), i64 16), i64 %35
  %37 = load i32, ptr %36, align 4, !tbaa !6
  %38 = tail call noundef i32 @llvm.smax.i32(i32 %25, i32 %37)
  %39 = getelementptr inbounds nuw i8, ptr %36, i64 4
  %40 = load i32, ptr %39, align 4, !tbaa !6
  %41 = getelementptr inbounds nuw i8, ptr %36, i64 8
  %42 = load i32, ptr %41, align 4, !tbaa !6
  %43 = tail call noundef i32 @llvm.smax.i32(i32 %40, i32 %42)
  %44 = tail call noundef i32 @llvm.smax.i32(i32 %38, i32 %43)
  %45 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #5, !srcloc !11
  %46 = tail call noundef i32 @llvm.nvvm.redux.sync.max(i32 %44, i32 -1)
  br label %47

47:                                               ; preds = %33, %31
  %48 = phi i32 [ %46, %33 ], [ %25, %31 ]
  %49 = icmp eq i32 %4, 0
  br i1 %49, label %50, label %53

50:                                               ; preds = %47
  %51 = zext nneg i32 %3 to i64
  %52 = getelementptr inbounds nuw i32, ptr %1, i64 %51
  store i32 %48, ptr %52, align 4, !tbaa !6
  br label %53

53:                                               ; preds = %47, %50
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @reduce_i32_warp_reductions_80(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = mul i32 %4, 80
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds nuw i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !6
  %11 = icmp slt i32 %2, 80
  %12 = and i32 %6, 992
  br i1 %11, label %13, label %60

13:                                               ; preds = %3
  %14 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #5, !srcloc !11
  %15 = add nuw nsw i32 %12, 32
  %16 = icmp sgt i32 %15, %2
  %17 = xor i32 %12, -1
  %18 = add i32 %2, %17
  %19 = select i1 %16, i32 %18, i32 31
  %20 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %10, i32 1, i32 %19, i32 -1) #6, !srcloc !12
  %21 = icmp slt i32 %14, %19
  %22 = select i1 %21, i32 %20, i32 0
  %23 = add nsw i32 %22, %10
  %24 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %23, i32 2, i32 %19, i32 -1) #6, !srcloc !12
  %25 = add nsw i32 %14, 2
  %26 = icmp sgt i32 %25, %19
  %27 = select i1 %26, i32 0, i32 %24
  %28 = add nsw i32 %23, %27
  %29 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %28, i32 4, i32 %19, i32 -1) #6, !srcloc !12
  %30 = add nsw i32 %14, 4
  %31 = icmp sgt i32 %30, %19
  %32 = select i1 %31, i32 0, i32 %29
  %33 = add nsw i32 %28, %32
  %34 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %33, i32 8, i32 %19, i32 -1) #6, !srcloc !12
  %35 = add nsw i32 %14, 8
  %36 = icmp sgt i32 %35, %19
  %37 = select i1 %36, i32 0, i32 %34
  %38 = add nsw i32 %33, %37
  %39 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %38, i32 16, i32 %19, i32 -1) #6, !srcloc !12
  %40 = add nsw i32 %14, 16
  %41 = icmp sgt i32 %40, %19
  %42 = select i1 %41, i32 0, i32 %39
  %43 = add nsw i32 %38, %42
  %44 = icmp eq i32 %14, 0
  br i1 %44, label %45, label %49

45:                                               ; preds = %13
  %46 = lshr i32 %6, 5
  %47 = zext nneg i32 %46 to i64
  %48 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceILi80ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE2EiEvPKT1_PS3_iE2ts to ptr), i64 4), i64 %47
  store i32 %43, ptr %48, align 4, !tbaa !6
  br label %49

49:                                               ; preds = %45, %13
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %50 = icmp eq i32 %6, 0
  br i1 %50, label %51, label %101

51:                                               ; preds = %49
  %52 = icmp sgt i32 %2, 32
  %53 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceILi80ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE2EiEvPKT1_PS3_iE2ts to ptr), i64 8), align 4
  %54 = select i1 %52, i32 %53, i32 0
  %55 = add nsw i32 %54, %43
  %56 = icmp sgt i32 %2, 64
  %57 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceILi80ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE2EiEvPKT1_PS3_iE2ts to ptr), i64 12), align 4
  %58 = select i1 %56, i32 %57, i32 0
  %59 = add nsw i32 %55, %58
  br label %101

60:                                               ; preds = %3
  %61 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #5, !srcloc !11
  %62 = icmp samesign ugt i32 %12, 48
  %63 = sub nsw i32 79, %12
  %64 = select i1 %62, i32 %63, i32 31
  %65 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %10, i32 1, i32 %64, i32 -1) #6, !srcloc !12
  %66 = icmp slt i32 %61, %64
  %67 = select i1 %66, i32 %65, i32 0
  %68 = add nsw i32 %67, %10
  %69 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %68, i32 2, i32 %64, i32 -1) #6, !srcloc !12
  %70 = add nsw i32 %61, 2
  %71 = icmp sgt i32 %70, %64
  %72 = select i1 %71, i32 0, i32 %69
  %73 = add nsw i32 %68, %72
  %74 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %73, i32 4, i32 %64, i32 -1) #6, !srcloc !12
  %75 = add nsw i32 %61, 4
  %76 = icmp sgt i32 %75, %64
  %77 = select i1 %76, i32 0, i32 %74
  %78 = add nsw i32 %73, %77
  %79 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %78, i32 8, i32 %64, i32 -1) #6, !srcloc !12
  %80 = add nsw i32 %61, 8
  %81 = icmp sgt i32 %80, %64
  %82 = select i1 %81, i32 0, i32 %79
  %83 = add nsw i32 %78, %82
  %84 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %83, i32 16, i32 %64, i32 -1) #6, !srcloc !12
  %85 = add nsw i32 %61, 16
  %86 = icmp sgt i32 %85, %64
  %87 = select i1 %86, i32 0, i32 %84
  %88 = add nsw i32 %83, %87
  %89 = icmp eq i32 %61, 0
  br i1 %89, label %90, label %94

90:                                               ; preds = %60
  %91 = lshr i32 %6, 5
  %92 = zext nneg i32 %91 to i64
  %93 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceILi80ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE2EiEvPKT1_PS3_iE2ts to ptr), i64 4), i64 %92
  store i32 %88, ptr %93, align 4, !tbaa !6
  br label %94

94:                                               ; preds = %90, %60
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %95 = icmp eq i32 %6, 0
  %96 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceILi80ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE2EiEvPKT1_PS3_iE2ts to ptr), i64 8), align 4
  %97 = add nsw i32 %96, %88
  %98 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceILi80ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE2EiEvPKT1_PS3_iE2ts to ptr), i64 12), align 4
  %99 = add nsw i32 %97, %98
  %100 = select i1 %95, i32 %99, i32 %88
  br label %101

101:                                              ; preds = %94, %51, %49
  %102 = phi i32 [ %100, %94 ], [ %59, %51 ], [ %43, %49 ]
  %103 = icmp eq i32 %6, 0
  br i1 %103, label %104, label %107

104:                                              ; preds = %101
  %105 = zext nneg i32 %4 to i64
  %106 = getelementptr inbounds nuw i32, ptr %1, i64 %105
  store i32 %102, ptr %106, align 4, !tbaa !6
  br label %107

107:                                              ; preds = %101, %104
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @reduce_f32_warp_reductions_80(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = mul i32 %4, 80
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds nuw float, ptr %0, i64 %8
  %10 = load float, ptr %9, align 4, !tbaa !13
  %11 = icmp slt i32 %2, 80
  %12 = and i32 %6, 992
  br i1 %11, label %13, label %41

13:                                               ; preds = %3
  %14 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #5, !srcloc !11
  %15 = add nuw nsw i32 %12, 32
  %16 = icmp sgt i32 %15, %2
  %17 = xor i32 %12, -1
  %18 = add i32 %2, %17
  %19 = select i1 %16, i32 %18, i32 31
  %20 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %10, i32 1, i32 %19, float %10, i32 -1) #6, !srcloc !15
  %21 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %20, i32 2, i32 %19, float %20, i32 -1) #6, !srcloc !15
  %22 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %21, i32 4, i32 %19, float %21, i32 -1) #6, !srcloc !15
  %23 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %22, i32 8, i32 %19, float %22, i32 -1) #6, !srcloc !15
  %24 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %23, i32 16, i32 %19, float %23, i32 -1) #6, !srcloc !15
  %25 = icmp eq i32 %14, 0
  br i1 %25, label %26, label %30

26:                                               ; preds = %13
  %27 = lshr i32 %6, 5
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceILi80ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE2EfEvPKT1_PS3_iE2ts to ptr), i64 4), i64 %28
  store float %24, ptr %29, align 4, !tbaa !13
  br label %30

30:                                               ; preds = %26, %13
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %31 = icmp eq i32 %6, 0
  br i1 %31, label %32, label %63

32:                                               ; preds = %30
  %33 = icmp sgt i32 %2, 32
  %34 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceILi80ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE2EfEvPKT1_PS3_iE2ts to ptr), i64 8), align 4
  %35 = fadd contract float %24, %34
  %36 = select i1 %33, float %35, float %24
  %37 = icmp sgt i32 %2, 64
  %38 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceILi80ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE2EfEvPKT1_PS3_iE2ts to ptr), i64 12), align 4
  %39 = fadd contract float %38, %36
  %40 = select i1 %37, float %39, float %36
  br label %63

41:                                               ; preds = %3
  %42 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #5, !srcloc !11
  %43 = icmp samesign ugt i32 %12, 48
  %44 = sub nsw i32 79, %12
  %45 = select i1 %43, i32 %44, i32 31
  %46 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %10, i32 1, i32 %45, float %10, i32 -1) #6, !srcloc !15
  %47 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %46, i32 2, i32 %45, float %46, i32 -1) #6, !srcloc !15
  %48 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %47, i32 4, i32 %45, float %47, i32 -1) #6, !srcloc !15
  %49 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %48, i32 8, i32 %45, float %48, i32 -1) #6, !srcloc !15
  %50 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %49, i32 16, i32 %45, float %49, i32 -1) #6, !srcloc !15
  %51 = icmp eq i32 %42, 0
  br i1 %51, label %52, label %56

52:                                               ; preds = %41
  %53 = lshr i32 %6, 5
  %54 = zext nneg i32 %53 to i64
  %55 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceILi80ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE2EfEvPKT1_PS3_iE2ts to ptr), i64 4), i64 %54
  store float %50, ptr %55, align 4, !tbaa !13
  br label %56

56:                                               ; preds = %52, %41
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %57 = icmp eq i32 %6, 0
  %58 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceILi80ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE2EfEvPKT1_PS3_iE2ts to ptr), i64 8), align 4
  %59 = fadd contract float %50, %58
  %60 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceILi80ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE2EfEvPKT1_PS3_iE2ts to ptr), i64 12), align 4
  %61 = fadd contract float %59, %60
  %62 = select i1 %57, float %61, float %50
  br label %63

63:                                               ; preds = %56, %32, %30
  %64 = phi contract float [ %62, %56 ], [ %40, %32 ], [ %24, %30 ]
  %65 = icmp eq i32 %6, 0
  br i1 %65, label %66, label %69

66:                                               ; preds = %63
  %67 = zext nneg i32 %4 to i64
  %68 = getelementptr inbounds nuw float, ptr %1, i64 %67
  store float %64, ptr %68, align 4, !tbaa !13
  br label %69

69:                                               ; preds = %63, %66
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @reduce_max4_warp_reductions_80(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = mul i32 %3, 80
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = add i32 %4, %5
  %7 = shl i32 %6, 2
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds nuw i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !6
  %11 = or disjoint i32 %7, 1
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds nuw i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !6
  %15 = tail call noundef i32 @llvm.smax.i32(i32 %10, i32 %14)
  %16 = or disjoint i32 %7, 2
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds nuw i32, ptr %0, i64 %17
  %19 = load i32, ptr %18, align 4, !tbaa !6
  %20 = or disjoint i32 %7, 3
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds nuw i32, ptr %0, i64 %21
  %23 = load i32, ptr %22, align 4, !tbaa !6
  %24 = tail call noundef i32 @llvm.smax.i32(i32 %19, i32 %23)
  %25 = tail call noundef i32 @llvm.smax.i32(i32 %15, i32 %24)
  %26 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #5, !srcloc !11
  %27 = and i32 %5, 992
  %28 = icmp samesign ugt i32 %27, 48
  %29 = sub nsw i32 79, %27
  %30 = select i1 %28, i32 %29, i32 31
  %31 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %25, i32 1, i32 %30, i32 -1) #6, !srcloc !12
  %32 = icmp slt i32 %26, %30
  %33 = tail call noundef i32 @llvm.smax.i32(i32 %25, i32 %31)
  %34 = select i1 %32, i32 %33, i32 %25
  %35 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %34, i32 2, i32 %30, i32 -1) #6, !srcloc !12
  %36 = add nsw i32 %26, 2
  %37 = icmp sgt i32 %36, %30
  %38 = tail call noundef i32 @llvm.smax.i32(i32 %34, i32 %35)
  %39 = select i1 %37, i32 %34, i32 %38
  %40 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %39, i32 4, i32 %30, i32 -1) #6, !srcloc !12
  %41 = add nsw i32 %26, 4
  %42 = icmp sgt i32 %41, %30
  %43 = tail call noundef i32 @llvm.smax.i32(i32 %39, i32 %40)
  %44 = select i1 %42, i32 %39, i32 %43
  %45 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %44, i32 8, i32 %30, i32 -1) #6, !srcloc !12
  %46 = add nsw i32 %26, 8
  %47 = icmp sgt i32 %46, %30
  %48 = tail call noundef i32 @llvm.smax.i32(i32 %44, i32 %45)
  %49 = select i1 %47, i32 %44, i32 %48
  %50 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %49, i32 16, i32 %30, i32 -1) #6, !srcloc !12
  %51 = add nsw i32 %26, 16
  %52 = icmp sgt i32 %51, %30
  %53 = tail call noundef i32 @llvm.smax.i32(i32 %49, i32 %50)
  %54 = select i1 %52, i32 %49, i32 %53
  %55 = icmp eq i32 %26, 0
  br i1 %55, label %56, label %60

56:                                               ; preds = %2
  %57 = lshr i32 %5, 5
  %58 = zext nneg i32 %57 to i64
  %59 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12reduce_itemsILi80ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE2EEvPKiPiE2ts to ptr), i64 4), i64 %58
  store i32 %54, ptr %59, align 4, !tbaa !6
  br label %60

60:                                               ; preds = %56, %2
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %61 = icmp eq i32 %5, 0
  br i1 %61, label %62, label %69

62:                                               ; preds = %60
  %63 = zext nneg i32 %3 to i64
  %64 = getelementptr inbounds nuw i32, ptr %1, i64 %63
  %65 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12reduce_itemsILi80ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE2EEvPKiPiE2ts to ptr), i64 8), align 4
  %66 = tail call i32 @llvm.smax.i32(i32 %54, i32 %65)
  %67 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12reduce_itemsILi80ELN3cub17CUB_300001_SM_90020BlockReduceAlgorithmE2EEvPKiPiE2ts to ptr), i64 12), align 4
  %68 = tail call i32 @llvm.smax.i32(i32 %66, i32 %67)
  store i32 %68, ptr %64, align 4, !tbaa !6
  br label %69

69:                                               ; preds = %60, %62
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @scan_i32_raking(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, ptr noundef writeonly captures(none) %2, ptr noundef writeonly captures(none) %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = shl i32 %5, 7
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds i32, ptr %0, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !6
  %12 = lshr i32 %7, 2
  %13 = add nuw nsw i32 %12, %7
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE0EiEvPKT1_PS3_S6_S6_E2ts to ptr), i64 16), i64 %14
  store i32 %11, ptr %15, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %16 = icmp samesign ult i32 %7, 32
  br i1 %16, label %17, label %48

17:                                               ; preds = %4
  %18 = mul nuw nsw i32 %7, 5
  %19 = zext nneg i32 %18 to i64
  %20 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE0EiEvPKT1_PS3_S6_S6_E2ts to ptr), i64 16), i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !6
  %22 = getelementptr inbounds nuw i8, ptr %20, i64 4
  %23 = load i32, ptr %22, align 4, !tbaa !6
  %24 = getelementptr inbounds nuw i8, ptr %20, i64 8
  %25 = load i32, ptr %24, align 4, !tbaa !6
  %26 = getelementptr inbounds nuw i8, ptr %20, i64 12
  %27 = load i32, ptr %26, align 4, !tbaa !6
  %28 = add nsw i32 %23, %21
  %29 = add nsw i32 %28, %25
  %30 = add nsw i32 %29, %27
  %31 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #5, !srcloc !11
  %32 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %30, i32 1, i32 0, i32 %30, i32 -1) #6, !srcloc !16
  %33 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %32, i32 2, i32 0, i32 %32, i32 -1) #6, !srcloc !16
  %34 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %33, i32 4, i32 0, i32 %33, i32 -1) #6, !srcloc !16
  %35 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %34, i32 8, i32 0, i32 %34, i32 -1) #6, !srcloc !16
  %36 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %35, i32 16, i32 0, i32 %35, i32 -1) #6, !srcloc !16
  %37 = sub nsw i32 %36, %30
  %38 = icmp eq i32 %7, 0
  %39 = load i32, ptr %20, align 4, !tbaa !6
  %40 = load i32, ptr %22, align 4, !tbaa !6
  %41 = load i32, ptr %24, align 4, !tbaa !6
  %42 = load i32, ptr %26, align 4, !tbaa !6
  %43 = select i1 %38, i32 0, i32 %37
  %44 = add nsw i32 %43, %39
  %45 = add nsw i32 %44, %40
  %46 = add nsw i32 %45, %41
  %47 = add nsw i32 %46, %42
  store i32 %44, ptr %20, align 4, !tbaa !6
  store i32 %45, ptr %22, align 4, !tbaa !6
  store i32 %46, ptr %24, align 4, !tbaa !6
  store i32 %47, ptr %26, align 4, !tbaa !6
  br label %48

48:                                               ; preds = %17, %4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %49 = load i32, ptr %15, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store i32 %11, ptr %15, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %16, label %50, label %80

50:                                               ; preds = %48
  %51 = mul nuw nsw i32 %7, 5
  %52 = zext nneg i32 %51 to i64
  %53 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE0EiEvPKT1_PS3_S6_S6_E2ts to ptr), i64 16), i64 %52
  %54 = load i32, ptr %53, align 4, !tbaa !6
  %55 = getelementptr inbounds nuw i8, ptr %53, i64 4
  %56 = load i32, ptr %55, align 4, !tbaa !6
  %57 = getelementptr inbounds nuw i8, ptr %53, i64 8
  %58 = load i32, ptr %57, align 4, !tbaa !6
  %59 = getelementptr inbounds nuw i8, ptr %53, i64 12
  %60 = load i32, ptr %59, align 4, !tbaa !6
  %61 = add nsw i32 %56, %54
  %62 = add nsw i32 %61, %58
  %63 = add nsw i32 %62, %60
  %64 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #5, !srcloc !11
  %65 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %63, i32 1, i32 0, i32 %63, i32 -1) #6, !srcloc !16
  %66 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %65, i32 2, i32 0, i32 %65, i32 -1) #6, !srcloc !16
  %67 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %66, i32 4, i32 0, i32 %66, i32 -1) #6, !srcloc !16
  %68 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %67, i32 8, i32 0, i32 %67, i32 -1) #6, !srcloc !16
  %69 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %68, i32 16, i32 0, i32 %68, i32 -1) #6, !srcloc !16
  %70 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %69, i32 31, i32 31)
  %71 = sub nsw i32 %69, %63
  %72 = load i32, ptr %53, align 4, !tbaa !6
  %73 = load i32, ptr %55, align 4, !tbaa !6
  %74 = load i32, ptr %57, align 4, !tbaa !6
  %75 = add nsw i32 %72, %71
  %76 = add nsw i32 %73, %75
  %77 = add nsw i32 %74, %76
  store i32 %71, ptr %53, align 4, !tbaa !6
  store i32 %75, ptr %55, align 4, !tbaa !6
  store i32 %76, ptr %57, align 4, !tbaa !6
  store i32 %77, ptr %59, align 4, !tbaa !6
  %78 = icmp eq i32 %7, 0
  br i1 %78, label %79, label %80

79:                                               ; preds = %50
  store i32 %70, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE0EiEvPKT1_PS3_S6_S6_E2ts to ptr), i64 656), align 16, !tbaa !17
  br label %80

80:                                               ; preds = %79, %50, %48
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %81 = load i32, ptr %15, align 4, !tbaa !6
  %82 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE0EiEvPKT1_PS3_S6_S6_E2ts to ptr), i64 656), align 16, !tbaa !17
  %83 = getelementptr inbounds i32, ptr %1, i64 %9
  store i32 %49, ptr %83, align 4, !tbaa !6
  %84 = getelementptr inbounds i32, ptr %2, i64 %9
  store i32 %81, ptr %84, align 4, !tbaa !6
  %85 = icmp eq i32 %7, 0
  br i1 %85, label %86, label %89

86:                                               ; preds = %80
  %87 = zext nneg i32 %5 to i64
  %88 = getelementptr inbounds nuw i32, ptr %3, i64 %87
  store i32 %82, ptr %88, align 4, !tbaa !6
  br label %89

89:                                               ; preds = %80, %86
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @scan_f32_raking(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, ptr noundef writeonly captures(none) %2, ptr noundef writeonly captures(none) %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = shl i32 %5, 7
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds float, ptr %0, i64 %9
  %11 = load float, ptr %10, align 4, !tbaa !13
  %12 = lshr i32 %7, 2
  %13 = add nuw nsw i32 %12, %7
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE0EfEvPKT1_PS3_S6_S6_E2ts to ptr), i64 16), i64 %14
  store float %11, ptr %15, align 4, !tbaa !13
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %16 = icmp samesign ult i32 %7, 32
  br i1 %16, label %17, label %50

17:                                               ; preds = %4
  %18 = mul nuw nsw i32 %7, 5
  %19 = zext nneg i32 %18 to i64
  %20 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE0EfEvPKT1_PS3_S6_S6_E2ts to ptr), i64 16), i64 %19
  %21 = load float, ptr %20, align 4, !tbaa !13
  %22 = getelementptr inbounds nuw i8, ptr %20, i64 4
  %23 = load float, ptr %22, align 4, !tbaa !13
  %24 = getelementptr inbounds nuw i8, ptr %20, i64 8
  %25 = load float, ptr %24, align 4, !tbaa !13
  %26 = getelementptr inbounds nuw i8, ptr %20, i64 12
  %27 = load float, ptr %26, align 4, !tbaa !13
  %28 = fadd contract float %21, %23
  %29 = fadd contract float %28, %25
  %30 = fadd contract float %29, %27
  %31 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #5, !srcloc !11
  %32 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %30, i32 1, i32 0, float %30, i32 -1) #6, !srcloc !23
  %33 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %32, i32 2, i32 0, float %32, i32 -1) #6, !srcloc !23
  %34 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %33, i32 4, i32 0, float %33, i32 -1) #6, !srcloc !23
  %35 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %34, i32 8, i32 0, float %34, i32 -1) #6, !srcloc !23
  %36 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %35, i32 16, i32 0, float %35, i32 -1) #6, !srcloc !23
  %37 = bitcast float %36 to i32
  %38 = tail call noundef i32 asm sideeffect "shfl.sync.up.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %37, i32 1, i32 0, i32 -1) #6, !srcloc !24
  %39 = bitcast i32 %38 to float
  %40 = icmp eq i32 %7, 0
  %41 = load float, ptr %20, align 4, !tbaa !13
  %42 = load float, ptr %22, align 4, !tbaa !13
  %43 = load float, ptr %24, align 4, !tbaa !13
  %44 = load float, ptr %26, align 4, !tbaa !13
  %45 = fadd contract float %41, %39
  %46 = select i1 %40, float %41, float %45
  %47 = fadd contract float %42, %46
  %48 = fadd contract float %43, %47
  %49 = fadd contract float %44, %48
  store float %46, ptr %20, align 4, !tbaa !13
  store float %47, ptr %22, align 4, !tbaa !13
  store float %48, ptr %24, align 4, !tbaa !13
  store float %49, ptr %26, align 4, !tbaa !13
  br label %50

50:                                               ; preds = %17, %4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %51 = load float, ptr %15, align 4, !tbaa !13
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %11, ptr %15, align 4, !tbaa !13
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %16, label %52, label %88

52:                                               ; preds = %50
  %53 = mul nuw nsw i32 %7, 5
  %54 = zext nneg i32 %53 to i64
  %55 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE0EfEvPKT1_PS3_S6_S6_E2ts to ptr), i64 16), i64 %54
  %56 = load float, ptr %55, align 4, !tbaa !13
  %57 = getelementptr inbounds nuw i8, ptr %55, i64 4
  %58 = load float, ptr %57, align 4, !tbaa !13
  %59 = getelementptr inbounds nuw i8, ptr %55, i64 8
  %60 = load float, ptr %59, align 4, !tbaa !13
  %61 = getelementptr inbounds nuw i8, ptr %55, i64 12
  %62 = load float, ptr %61, align 4, !tbaa !13
  %63 = fadd contract float %56, %58
  %64 = fadd contract float %63, %60
  %65 = fadd contract float %64, %62
  %66 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #5, !srcloc !11
  %67 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %65, i32 1, i32 0, float %65, i32 -1) #6, !srcloc !23
  %68 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %67, i32 2, i32 0, float %67, i32 -1) #6, !srcloc !23
  %69 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %68, i32 4, i32 0, float %68, i32 -1) #6, !srcloc !23
  %70 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %69, i32 8, i32 0, float %69, i32 -1) #6, !srcloc !23
  %71 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %70, i32 16, i32 0, float %70, i32 -1) #6, !srcloc !23
  %72 = bitcast float %71 to i32
  %73 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %72, i32 31, i32 31)
  %74 = fadd contract float %71, 0.000000e+00
  %75 = bitcast float %74 to i32
  %76 = tail call noundef i32 asm sideeffect "shfl.sync.up.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %75, i32 1, i32 0, i32 -1) #6, !srcloc !24
  %77 = bitcast i32 %76 to float
  %78 = icmp eq i32 %66, 0
  %79 = select i1 %78, float 0.000000e+00, float %77
  %80 = load float, ptr %55, align 4, !tbaa !13
  %81 = load float, ptr %57, align 4, !tbaa !13
  %82 = load float, ptr %59, align 4, !tbaa !13
  %83 = fadd contract float %80, %79
  %84 = fadd contract float %81, %83
  %85 = fadd contract float %82, %84
  store float %79, ptr %55, align 4, !tbaa !13
  store float %83, ptr %57, align 4, !tbaa !13
  store float %84, ptr %59, align 4, !tbaa !13
  store float %85, ptr %61, align 4, !tbaa !13
  %86 = icmp eq i32 %7, 0
  br i1 %86, label %87, label %88

87:                                               ; preds = %52
  store i32 %73, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE0EfEvPKT1_PS3_S6_S6_E2ts to ptr), i64 656), align 16, !tbaa !25
  br label %88

88:                                               ; preds = %87, %52, %50
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %89 = load float, ptr %15, align 4, !tbaa !13
  %90 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE0EfEvPKT1_PS3_S6_S6_E2ts to ptr), i64 656), align 16, !tbaa !25
  %91 = getelementptr inbounds float, ptr %1, i64 %9
  store float %51, ptr %91, align 4, !tbaa !13
  %92 = getelementptr inbounds float, ptr %2, i64 %9
  store float %89, ptr %92, align 4, !tbaa !13
  %93 = icmp eq i32 %7, 0
  br i1 %93, label %94, label %97

94:                                               ; preds = %88
  %95 = zext nneg i32 %5 to i64
  %96 = getelementptr inbounds nuw float, ptr %3, i64 %95
  store float %90, ptr %96, align 4, !tbaa !13
  br label %97

97:                                               ; preds = %88, %94
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @scan_max4_raking(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = shl i32 %3, 9
  %6 = shl nuw nsw i32 %4, 2
  %7 = add i32 %5, %6
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !6
  %11 = or disjoint i32 %7, 1
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !6
  %15 = or disjoint i32 %7, 2
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i32, ptr %0, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !6
  %19 = or disjoint i32 %7, 3
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i32, ptr %0, i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !6
  %23 = tail call noundef i32 @llvm.smax.i32(i32 %10, i32 %14)
  %24 = tail call noundef i32 @llvm.smax.i32(i32 %18, i32 %22)
  %25 = tail call noundef i32 @llvm.smax.i32(i32 %23, i32 %24)
  %26 = lshr i32 %4, 2
  %27 = add nuw nsw i32 %26, %4
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_itemsILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE0EEvPKiPiE2ts to ptr), i64 16), i64 %28
  store i32 %25, ptr %29, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %30 = icmp samesign ult i32 %4, 32
  br i1 %30, label %31, label %75

31:                                               ; preds = %2
  %32 = mul nuw nsw i32 %4, 5
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_itemsILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE0EEvPKiPiE2ts to ptr), i64 16), i64 %33
  %35 = load i32, ptr %34, align 4, !tbaa !6
  %36 = getelementptr inbounds nuw i8, ptr %34, i64 4
  %37 = load i32, ptr %36, align 4, !tbaa !6
  %38 = getelementptr inbounds nuw i8, ptr %34, i64 8
  %39 = load i32, ptr %38, align 4, !tbaa !6
  %40 = getelementptr inbounds nuw i8, ptr %34, i64 12
  %41 = load i32, ptr %40, align 4, !tbaa !6
  %42 = tail call noundef i32 @llvm.smax.i32(i32 %35, i32 %37)
  %43 = tail call noundef i32 @llvm.smax.i32(i32 %42, i32 %39)
  %44 = tail call noundef i32 @llvm.smax.i32(i32 %43, i32 %41)
  %45 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #5, !srcloc !11
  %46 = tail call noundef i32 asm sideeffect "shfl.sync.up.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %44, i32 1, i32 0, i32 -1) #6, !srcloc !24
  %47 = tail call noundef i32 @llvm.smax.i32(i32 %46, i32 %44)
  %48 = icmp slt i32 %45, 1
  %49 = select i1 %48, i32 %44, i32 %47
  %50 = tail call noundef i32 asm sideeffect "shfl.sync.up.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %49, i32 2, i32 0, i32 -1) #6, !srcloc !24
  %51 = tail call noundef i32 @llvm.smax.i32(i32 %50, i32 %49)
  %52 = icmp slt i32 %45, 2
  %53 = select i1 %52, i32 %49, i32 %51
  %54 = tail call noundef i32 asm sideeffect "shfl.sync.up.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %53, i32 4, i32 0, i32 -1) #6, !srcloc !24
  %55 = tail call noundef i32 @llvm.smax.i32(i32 %54, i32 %53)
  %56 = icmp slt i32 %45, 4
  %57 = select i1 %56, i32 %53, i32 %55
  %58 = tail call noundef i32 asm sideeffect "shfl.sync.up.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %57, i32 8, i32 0, i32 -1) #6, !srcloc !24
  %59 = tail call noundef i32 @llvm.smax.i32(i32 %58, i32 %57)
  %60 = icmp slt i32 %45, 8
  %61 = select i1 %60, i32 %57, i32 %59
  %62 = tail call noundef i32 asm sideeffect "shfl.sync.up.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %61, i32 16, i32 0, i32 -1) #6, !srcloc !24
  %63 = tail call noundef i32 @llvm.smax.i32(i32 %62, i32 %61)
  %64 = icmp slt i32 %45, 16
  %65 = select i1 %64, i32 %61, i32 %63
  %66 = tail call noundef i32 asm sideeffect "shfl.sync.up.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %65, i32 1, i32 0, i32 -1) #6, !srcloc !24
  %67 = icmp eq i32 %4, 0
  %68 = load i32, ptr %34, align 4, !tbaa !6
  %69 = load i32, ptr %36, align 4, !tbaa !6
  %70 = load i32, ptr %38, align 4, !tbaa !6
  %71 = tail call noundef i32 @llvm.smax.i32(i32 %66, i32 %68)
  %72 = select i1 %67, i32 %68, i32 %71
  %73 = tail call noundef i32 @llvm.smax.i32(i32 %72, i32 %69)
  %74 = tail call noundef i32 @llvm.smax.i32(i32 %73, i32 %70)
  store i32 %66, ptr %34, align 4, !tbaa !6
  store i32 %72, ptr %36, align 4, !tbaa !6
  store i32 %73, ptr %38, align 4, !tbaa !6
  store i32 %74, ptr %40, align 4, !tbaa !6
  br label %75

75:                                               ; preds = %2, %31
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %76 = load i32, ptr %29, align 4, !tbaa !6
  %77 = icmp eq i32 %4, 0
  %78 = tail call noundef i32 @llvm.smax.i32(i32 %76, i32 %10)
  %79 = select i1 %77, i32 %10, i32 %78
  %80 = tail call noundef i32 @llvm.smax.i32(i32 %79, i32 %14)
  %81 = tail call noundef i32 @llvm.smax.i32(i32 %80, i32 %18)
  %82 = tail call noundef i32 @llvm.smax.i32(i32 %81, i32 %22)
  %83 = getelementptr inbounds i32, ptr %1, i64 %8
  store i32 %79, ptr %83, align 4, !tbaa !6
  %84 = getelementptr inbounds i32, ptr %1, i64 %12
  store i32 %80, ptr %84, align 4, !tbaa !6
  %85 = getelementptr inbounds i32, ptr %1, i64 %16
  store i32 %81, ptr %85, align 4, !tbaa !6
  %86 = getelementptr inbounds i32, ptr %1, i64 %20
  store i32 %82, ptr %86, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @scan_i32_raking_memoize(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, ptr noundef writeonly captures(none) %2, ptr noundef writeonly captures(none) %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = shl i32 %5, 7
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds i32, ptr %0, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !6
  %12 = lshr i32 %7, 2
  %13 = add nuw nsw i32 %12, %7
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE1EiEvPKT1_PS3_S6_S6_E2ts to ptr), i64 16), i64 %14
  store i32 %11, ptr %15, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %16 = icmp samesign ult i32 %7, 32
  br i1 %16, label %17, label %44

17:                                               ; preds = %4
  %18 = mul nuw nsw i32 %7, 5
  %19 = zext nneg i32 %18 to i64
  %20 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE1EiEvPKT1_PS3_S6_S6_E2ts to ptr), i64 16), i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !6
  %22 = getelementptr inbounds nuw i8, ptr %20, i64 4
  %23 = load i32, ptr %22, align 4, !tbaa !6
  %24 = getelementptr inbounds nuw i8, ptr %20, i64 8
  %25 = load i32, ptr %24, align 4, !tbaa !6
  %26 = getelementptr inbounds nuw i8, ptr %20, i64 12
  %27 = load i32, ptr %26, align 4, !tbaa !6
  %28 = add nsw i32 %23, %21
  %29 = add nsw i32 %28, %25
  %30 = add nsw i32 %29, %27
  %31 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #5, !srcloc !11
  %32 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %30, i32 1, i32 0, i32 %30, i32 -1) #6, !srcloc !16
  %33 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %32, i32 2, i32 0, i32 %32, i32 -1) #6, !srcloc !16
  %34 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %33, i32 4, i32 0, i32 %33, i32 -1) #6, !srcloc !16
  %35 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %34, i32 8, i32 0, i32 %34, i32 -1) #6, !srcloc !16
  %36 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %35, i32 16, i32 0, i32 %35, i32 -1) #6, !srcloc !16
  %37 = sub nsw i32 %36, %30
  %38 = icmp eq i32 %7, 0
  %39 = select i1 %38, i32 0, i32 %37
  %40 = add nsw i32 %39, %21
  %41 = add nsw i32 %40, %23
  %42 = add nsw i32 %41, %25
  %43 = add nsw i32 %42, %27
  store i32 %40, ptr %20, align 4, !tbaa !6
  store i32 %41, ptr %22, align 4, !tbaa !6
  store i32 %42, ptr %24, align 4, !tbaa !6
  store i32 %43, ptr %26, align 4, !tbaa !6
  br label %44

44:                                               ; preds = %17, %4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %45 = load i32, ptr %15, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store i32 %11, ptr %15, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %16, label %46, label %73

46:                                               ; preds = %44
  %47 = mul nuw nsw i32 %7, 5
  %48 = zext nneg i32 %47 to i64
  %49 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE1EiEvPKT1_PS3_S6_S6_E2ts to ptr), i64 16), i64 %48
  %50 = load i32, ptr %49, align 4, !tbaa !6
  %51 = getelementptr inbounds nuw i8, ptr %49, i64 4
  %52 = load i32, ptr %51, align 4, !tbaa !6
  %53 = getelementptr inbounds nuw i8, ptr %49, i64 8
  %54 = load i32, ptr %53, align 4, !tbaa !6
  %55 = getelementptr inbounds nuw i8, ptr %49, i64 12
  %56 = load i32, ptr %55, align 4, !tbaa !6
  %57 = add nsw i32 %52, %50
  %58 = add nsw i32 %57, %54
  %59 = add nsw i32 %58, %56
  %60 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #5, !srcloc !11
  %61 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %59, i32 1, i32 0, i32 %59, i32 -1) #6, !srcloc !16
  %62 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %61, i32 2, i32 0, i32 %61, i32 -1) #6, !srcloc !16
  %63 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %62, i32 4, i32 0, i32 %62, i32 -1) #6, !srcloc !16
  %64 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %63, i32 8, i32 0, i32 %63, i32 -1) #6, !srcloc !16
  %65 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %64, i32 16, i32 0, i32 %64, i32 -1) #6, !srcloc !16
  %66 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %65, i32 31, i32 31)
  %67 = sub nsw i32 %65, %59
  %68 = add nsw i32 %67, %50
  %69 = add nsw i32 %68, %52
  %70 = add nsw i32 %69, %54
  store i32 %67, ptr %49, align 4, !tbaa !6
  store i32 %68, ptr %51, align 4, !tbaa !6
  store i32 %69, ptr %53, align 4, !tbaa !6
  store i32 %70, ptr %55, align 4, !tbaa !6
  %71 = icmp eq i32 %7, 0
  br i1 %71, label %72, label %73

72:                                               ; preds = %46
  store i32 %66, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE1EiEvPKT1_PS3_S6_S6_E2ts to ptr), i64 656), align 16, !tbaa !31
  br label %73

73:                                               ; preds = %72, %46, %44
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %74 = load i32, ptr %15, align 4, !tbaa !6
  %75 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE1EiEvPKT1_PS3_S6_S6_E2ts to ptr), i64 656), align 16, !tbaa !31
  %76 = getelementptr inbounds i32, ptr %1, i64 %9
  store i32 %45, ptr %76, align 4, !tbaa !6
  %77 = getelementptr inbounds i32, ptr %2, i64 %9
  store i32 %74, ptr %77, align 4, !tbaa !6
  %78 = icmp eq i32 %7, 0
  br i1 %78, label %79, label %82

79:                                               ; preds = %73
  %80 = zext nneg i32 %5 to i64
  %81 = getelementptr inbounds nuw i32, ptr %3, i64 %80
  store i32 %75, ptr %81, align 4, !tbaa !6
  br label %82

82:                                               ; preds = %73, %79
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @scan_f32_raking_memoize(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, ptr noundef writeonly captures(none) %2, ptr noundef writeonly captures(none) %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = shl i32 %5, 7
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds float, ptr %0, i64 %9
  %11 = load float, ptr %10, align 4, !tbaa !13
  %12 = lshr i32 %7, 2
  %13 = add nuw nsw i32 %12, %7
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE1EfEvPKT1_PS3_S6_S6_E2ts to ptr), i64 16), i64 %14
  store float %11, ptr %15, align 4, !tbaa !13
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %16 = icmp samesign ult i32 %7, 32
  br i1 %16, label %17, label %46

17:                                               ; preds = %4
  %18 = mul nuw nsw i32 %7, 5
  %19 = zext nneg i32 %18 to i64
  %20 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE1EfEvPKT1_PS3_S6_S6_E2ts to ptr), i64 16), i64 %19
  %21 = load float, ptr %20, align 4, !tbaa !13
  %22 = getelementptr inbounds nuw i8, ptr %20, i64 4
  %23 = load float, ptr %22, align 4, !tbaa !13
  %24 = getelementptr inbounds nuw i8, ptr %20, i64 8
  %25 = load float, ptr %24, align 4, !tbaa !13
  %26 = getelementptr inbounds nuw i8, ptr %20, i64 12
  %27 = load float, ptr %26, align 4, !tbaa !13
  %28 = fadd contract float %21, %23
  %29 = fadd contract float %28, %25
  %30 = fadd contract float %29, %27
  %31 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #5, !srcloc !11
  %32 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %30, i32 1, i32 0, float %30, i32 -1) #6, !srcloc !23
  %33 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %32, i32 2, i32 0, float %32, i32 -1) #6, !srcloc !23
  %34 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %33, i32 4, i32 0, float %33, i32 -1) #6, !srcloc !23
  %35 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %34, i32 8, i32 0, float %34, i32 -1) #6, !srcloc !23
  %36 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %35, i32 16, i32 0, float %35, i32 -1) #6, !srcloc !23
  %37 = bitcast float %36 to i32
  %38 = tail call noundef i32 asm sideeffect "shfl.sync.up.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %37, i32 1, i32 0, i32 -1) #6, !srcloc !24
  %39 = bitcast i32 %38 to float
  %40 = icmp eq i32 %7, 0
  %41 = fadd contract float %21, %39
  %42 = select i1 %40, float %21, float %41
  %43 = fadd contract float %23, %42
  %44 = fadd contract float %25, %43
  %45 = fadd contract float %27, %44
  store float %42, ptr %20, align 4, !tbaa !13
  store float %43, ptr %22, align 4, !tbaa !13
  store float %44, ptr %24, align 4, !tbaa !13
  store float %45, ptr %26, align 4, !tbaa !13
  br label %46

46:                                               ; preds = %17, %4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %47 = load float, ptr %15, align 4, !tbaa !13
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %11, ptr %15, align 4, !tbaa !13
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %16, label %48, label %81

48:                                               ; preds = %46
  %49 = mul nuw nsw i32 %7, 5
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE1EfEvPKT1_PS3_S6_S6_E2ts to ptr), i64 16), i64 %50
  %52 = load float, ptr %51, align 4, !tbaa !13
  %53 = getelementptr inbounds nuw i8, ptr %51, i64 4
  %54 = load float, ptr %53, align 4, !tbaa !13
  %55 = getelementptr inbounds nuw i8, ptr %51, i64 8
  %56 = load float, ptr %55, align 4, !tbaa !13
  %57 = getelementptr inbounds nuw i8, ptr %51, i64 12
  %58 = load float, ptr %57, align 4, !tbaa !13
  %59 = fadd contract float %52, %54
  %60 = fadd contract float %59, %56
  %61 = fadd contract float %60, %58
  %62 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #5, !srcloc !11
  %63 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %61, i32 1, i32 0, float %61, i32 -1) #6, !srcloc !23
  %64 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %63, i32 2, i32 0, float %63, i32 -1) #6, !srcloc !23
  %65 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %64, i32 4, i32 0, float %64, i32 -1) #6, !srcloc !23
  %66 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %65, i32 8, i32 0, float %65, i32 -1) #6, !srcloc !23
  %67 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %66, i32 16, i32 0, float %66, i32 -1) #6, !srcloc !23
  %68 = bitcast float %67 to i32
  %69 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %68, i32 31, i32 31)
  %70 = fadd contract float %67, 0.000000e+00
  %71 = bitcast float %70 to i32
  %72 = tail call noundef i32 asm sideeffect "shfl.sync.up.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %71, i32 1, i32 0, i32 -1) #6, !srcloc !24
  %73 = bitcast i32 %72 to float
  %74 = icmp eq i32 %62, 0
  %75 = select i1 %74, float 0.000000e+00, float %73
  %76 = fadd contract float %52, %75
  %77 = fadd contract float %54, %76
  %78 = fadd contract float %56, %77
  store float %75, ptr %51, align 4, !tbaa !13
  store float %76, ptr %53, align 4, !tbaa !13
  store float %77, ptr %55, align 4, !tbaa !13
  store float %78, ptr %57, align 4, !tbaa !13
  %79 = icmp eq i32 %7, 0
  br i1 %79, label %80, label %81

80:                                               ; preds = %48
  store i32 %69, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE1EfEvPKT1_PS3_S6_S6_E2ts to ptr), i64 656), align 16, !tbaa !33
  br label %81

81:                                               ; preds = %80, %48, %46
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %82 = load float, ptr %15, align 4, !tbaa !13
  %83 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE1EfEvPKT1_PS3_S6_S6_E2ts to ptr), i64 656), align 16, !tbaa !33
  %84 = getelementptr inbounds float, ptr %1, i64 %9
  store float %47, ptr %84, align 4, !tbaa !13
  %85 = getelementptr inbounds float, ptr %2, i64 %9
  store float %82, ptr %85, align 4, !tbaa !13
  %86 = icmp eq i32 %7, 0
  br i1 %86, label %87, label %90

87:                                               ; preds = %81
  %88 = zext nneg i32 %5 to i64
  %89 = getelementptr inbounds nuw float, ptr %3, i64 %88
  store float %83, ptr %89, align 4, !tbaa !13
  br label %90

90:                                               ; preds = %81, %87
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @scan_max4_raking_memoize(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = shl i32 %3, 9
  %6 = shl nuw nsw i32 %4, 2
  %7 = add i32 %5, %6
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !6
  %11 = or disjoint i32 %7, 1
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !6
  %15 = or disjoint i32 %7, 2
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i32, ptr %0, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !6
  %19 = or disjoint i32 %7, 3
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i32, ptr %0, i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !6
  %23 = tail call noundef i32 @llvm.smax.i32(i32 %10, i32 %14)
  %24 = tail call noundef i32 @llvm.smax.i32(i32 %18, i32 %22)
  %25 = tail call noundef i32 @llvm.smax.i32(i32 %23, i32 %24)
  %26 = lshr i32 %4, 2
  %27 = add nuw nsw i32 %26, %4
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_itemsILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE1EEvPKiPiE2ts to ptr), i64 16), i64 %28
  store i32 %25, ptr %29, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %30 = icmp samesign ult i32 %4, 32
  br i1 %30, label %31, label %72

31:                                               ; preds = %2
  %32 = mul nuw nsw i32 %4, 5
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_itemsILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE1EEvPKiPiE2ts to ptr), i64 16), i64 %33
  %35 = load i32, ptr %34, align 4, !tbaa !6
  %36 = getelementptr inbounds nuw i8, ptr %34, i64 4
  %37 = load i32, ptr %36, align 4, !tbaa !6
  %38 = getelementptr inbounds nuw i8, ptr %34, i64 8
  %39 = load i32, ptr %38, align 4, !tbaa !6
  %40 = getelementptr inbounds nuw i8, ptr %34, i64 12
  %41 = load i32, ptr %40, align 4, !tbaa !6
  %42 = tail call noundef i32 @llvm.smax.i32(i32 %35, i32 %37)
  %43 = tail call noundef i32 @llvm.smax.i32(i32 %42, i32 %39)
  %44 = tail call noundef i32 @llvm.smax.i32(i32 %43, i32 %41)
  %45 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #5, !srcloc !11
  %46 = tail call noundef i32 asm sideeffect "shfl.sync.up.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %44, i32 1, i32 0, i32 -1) #6, !srcloc !24
  %47 = tail call noundef i32 @llvm.smax.i32(i32 %46, i32 %44)
  %48 = icmp slt i32 %45, 1
  %49 = select i1 %48, i32 %44, i32 %47
  %50 = tail call noundef i32 asm sideeffect "shfl.sync.up.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %49, i32 2, i32 0, i32 -1) #6, !srcloc !24
  %51 = tail call noundef i32 @llvm.smax.i32(i32 %50, i32 %49)
  %52 = icmp slt i32 %45, 2
  %53 = select i1 %52, i32 %49, i32 %51
  %54 = tail call noundef i32 asm sideeffect "shfl.sync.up.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %53, i32 4, i32 0, i32 -1) #6, !srcloc !24
  %55 = tail call noundef i32 @llvm.smax.i32(i32 %54, i32 %53)
  %56 = icmp slt i32 %45, 4
  %57 = select i1 %56, i32 %53, i32 %55
  %58 = tail call noundef i32 asm sideeffect "shfl.sync.up.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %57, i32 8, i32 0, i32 -1) #6, !srcloc !24
  %59 = tail call noundef i32 @llvm.smax.i32(i32 %58, i32 %57)
  %60 = icmp slt i32 %45, 8
  %61 = select i1 %60, i32 %57, i32 %59
  %62 = tail call noundef i32 asm sideeffect "shfl.sync.up.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %61, i32 16, i32 0, i32 -1) #6, !srcloc !24
  %63 = tail call noundef i32 @llvm.smax.i32(i32 %62, i32 %61)
  %64 = icmp slt i32 %45, 16
  %65 = select i1 %64, i32 %61, i32 %63
  %66 = tail call noundef i32 asm sideeffect "shfl.sync.up.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %65, i32 1, i32 0, i32 -1) #6, !srcloc !24
  %67 = icmp eq i32 %4, 0
  %68 = tail call noundef i32 @llvm.smax.i32(i32 %66, i32 %35)
  %69 = select i1 %67, i32 %35, i32 %68
  %70 = tail call noundef i32 @llvm.smax.i32(i32 %69, i32 %37)
  %71 = tail call noundef i32 @llvm.smax.i32(i32 %70, i32 %39)
  store i32 %66, ptr %34, align 4, !tbaa !6
  store i32 %69, ptr %36, align 4, !tbaa !6
  store i32 %70, ptr %38, align 4, !tbaa !6
  store i32 %71, ptr %40, align 4, !tbaa !6
  br label %72

72:                                               ; preds = %2, %31
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %73 = load i32, ptr %29, align 4, !tbaa !6
  %74 = icmp eq i32 %4, 0
  %75 = tail call noundef i32 @llvm.smax.i32(i32 %73, i32 %10)
  %76 = select i1 %74, i32 %10, i32 %75
  %77 = tail call noundef i32 @llvm.smax.i32(i32 %76, i32 %14)
  %78 = tail call noundef i32 @llvm.smax.i32(i32 %77, i32 %18)
  %79 = tail call noundef i32 @llvm.smax.i32(i32 %78, i32 %22)
  %80 = getelementptr inbounds i32, ptr %1, i64 %8
  store i32 %76, ptr %80, align 4, !tbaa !6
  %81 = getelementptr inbounds i32, ptr %1, i64 %12
  store i32 %77, ptr %81, align 4, !tbaa !6
  %82 = getelementptr inbounds i32, ptr %1, i64 %16
  store i32 %78, ptr %82, align 4, !tbaa !6
  %83 = getelementptr inbounds i32, ptr %1, i64 %20
  store i32 %79, ptr %83, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @scan_i32_warp_scans(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, ptr noundef writeonly captures(none) %2, ptr noundef writeonly captures(none) %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = shl i32 %5, 7
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds i32, ptr %0, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !6
  %12 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #5, !srcloc !11
  %13 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %11, i32 1, i32 0, i32 %11, i32 -1) #6, !srcloc !16
  %14 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %13, i32 2, i32 0, i32 %13, i32 -1) #6, !srcloc !16
  %15 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %14, i32 4, i32 0, i32 %14, i32 -1) #6, !srcloc !16
  %16 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %15, i32 8, i32 0, i32 %15, i32 -1) #6, !srcloc !16
  %17 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %16, i32 16, i32 0, i32 %16, i32 -1) #6, !srcloc !16
  %18 = lshr i32 %7, 5
  %19 = zext nneg i32 %18 to i64
  %20 = icmp eq i32 %12, 31
  br i1 %20, label %21, label %23

21:                                               ; preds = %4
  %22 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE2EiEvPKT1_PS3_S6_S6_E2ts to ptr), i64 %19
  store i32 %17, ptr %22, align 4, !tbaa !6
  br label %23

23:                                               ; preds = %21, %4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %24 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE2EiEvPKT1_PS3_S6_S6_E2ts to ptr), align 32, !tbaa !6
  %25 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE2EiEvPKT1_PS3_S6_S6_E2ts to ptr), i64 4), align 4, !tbaa !6
  %26 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE2EiEvPKT1_PS3_S6_S6_E2ts to ptr), i64 8), align 8, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %27 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #5, !srcloc !11
  %28 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %11, i32 1, i32 0, i32 %11, i32 -1) #6, !srcloc !16
  %29 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %28, i32 2, i32 0, i32 %28, i32 -1) #6, !srcloc !16
  %30 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %29, i32 4, i32 0, i32 %29, i32 -1) #6, !srcloc !16
  %31 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %30, i32 8, i32 0, i32 %30, i32 -1) #6, !srcloc !16
  %32 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %31, i32 16, i32 0, i32 %31, i32 -1) #6, !srcloc !16
  %33 = icmp eq i32 %18, 1
  %34 = select i1 %33, i32 %24, i32 undef
  %35 = add nsw i32 %25, %24
  %36 = icmp eq i32 %18, 2
  %37 = select i1 %36, i32 %35, i32 %34
  %38 = add nsw i32 %26, %35
  %39 = icmp eq i32 %18, 3
  %40 = select i1 %39, i32 %38, i32 %37
  %41 = icmp eq i32 %18, 0
  %42 = select i1 %41, i32 0, i32 %40
  %43 = add nsw i32 %42, %17
  %44 = sub nsw i32 %32, %11
  %45 = icmp eq i32 %27, 31
  br i1 %45, label %46, label %48

46:                                               ; preds = %23
  %47 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE2EiEvPKT1_PS3_S6_S6_E2ts to ptr), i64 %19
  store i32 %32, ptr %47, align 4, !tbaa !6
  br label %48

48:                                               ; preds = %46, %23
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %49 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE2EiEvPKT1_PS3_S6_S6_E2ts to ptr), align 32, !tbaa !6
  %50 = select i1 %33, i32 %49, i32 undef
  %51 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE2EiEvPKT1_PS3_S6_S6_E2ts to ptr), i64 4), align 4, !tbaa !6
  %52 = add nsw i32 %51, %49
  %53 = select i1 %36, i32 %52, i32 %50
  %54 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE2EiEvPKT1_PS3_S6_S6_E2ts to ptr), i64 8), align 8, !tbaa !6
  %55 = add nsw i32 %54, %52
  %56 = select i1 %39, i32 %55, i32 %53
  %57 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE2EiEvPKT1_PS3_S6_S6_E2ts to ptr), i64 12), align 4, !tbaa !6
  %58 = select i1 %41, i32 0, i32 %56
  %59 = icmp eq i32 %27, 0
  %60 = select i1 %59, i32 0, i32 %44
  %61 = add nsw i32 %58, %60
  %62 = getelementptr inbounds i32, ptr %1, i64 %9
  store i32 %43, ptr %62, align 4, !tbaa !6
  %63 = getelementptr inbounds i32, ptr %2, i64 %9
  store i32 %61, ptr %63, align 4, !tbaa !6
  %64 = icmp eq i32 %7, 0
  br i1 %64, label %65, label %69

65:                                               ; preds = %48
  %66 = add nsw i32 %57, %55
  %67 = zext nneg i32 %5 to i64
  %68 = getelementptr inbounds nuw i32, ptr %3, i64 %67
  store i32 %66, ptr %68, align 4, !tbaa !6
  br label %69

69:                                               ; preds = %48, %65
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @scan_f32_warp_scans(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, ptr noundef writeonly captures(none) %2, ptr noundef writeonly captures(none) %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = shl i32 %5, 7
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds float, ptr %0, i64 %9
  %11 = load float, ptr %10, align 4, !tbaa !13
  %12 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #5, !srcloc !11
  %13 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %11, i32 1, i32 0, float %11, i32 -1) #6, !srcloc !23
  %14 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %13, i32 2, i32 0, float %13, i32 -1) #6, !srcloc !23
  %15 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %14, i32 4, i32 0, float %14, i32 -1) #6, !srcloc !23
  %16 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %15, i32 8, i32 0, float %15, i32 -1) #6, !srcloc !23
  %17 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %16, i32 16, i32 0, float %16, i32 -1) #6, !srcloc !23
  %18 = lshr i32 %7, 5
  %19 = zext nneg i32 %18 to i64
  %20 = icmp eq i32 %12, 31
  br i1 %20, label %21, label %23

21:                                               ; preds = %4
  %22 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE2EfEvPKT1_PS3_S6_S6_E2ts to ptr), i64 %19
  store float %17, ptr %22, align 4, !tbaa !13
  br label %23

23:                                               ; preds = %21, %4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %24 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE2EfEvPKT1_PS3_S6_S6_E2ts to ptr), align 32, !tbaa !13
  %25 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE2EfEvPKT1_PS3_S6_S6_E2ts to ptr), i64 4), align 4, !tbaa !13
  %26 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE2EfEvPKT1_PS3_S6_S6_E2ts to ptr), i64 8), align 8, !tbaa !13
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %27 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #5, !srcloc !11
  %28 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %11, i32 1, i32 0, float %11, i32 -1) #6, !srcloc !23
  %29 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %28, i32 2, i32 0, float %28, i32 -1) #6, !srcloc !23
  %30 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %29, i32 4, i32 0, float %29, i32 -1) #6, !srcloc !23
  %31 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %30, i32 8, i32 0, float %30, i32 -1) #6, !srcloc !23
  %32 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %31, i32 16, i32 0, float %31, i32 -1) #6, !srcloc !23
  %33 = icmp eq i32 %18, 1
  %34 = select i1 %33, float %24, float undef
  %35 = fadd contract float %24, %25
  %36 = icmp eq i32 %18, 2
  %37 = select i1 %36, float %35, float %34
  %38 = fadd contract float %35, %26
  %39 = icmp eq i32 %18, 3
  %40 = select i1 %39, float %38, float %37
  %41 = icmp eq i32 %18, 0
  %42 = fadd contract float %17, %40
  %43 = select i1 %41, float %17, float %42
  %44 = bitcast float %32 to i32
  %45 = tail call noundef i32 asm sideeffect "shfl.sync.up.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %44, i32 1, i32 0, i32 -1) #6, !srcloc !24
  %46 = bitcast i32 %45 to float
  %47 = icmp eq i32 %27, 31
  br i1 %47, label %48, label %50

48:                                               ; preds = %23
  %49 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE2EfEvPKT1_PS3_S6_S6_E2ts to ptr), i64 %19
  store float %32, ptr %49, align 4, !tbaa !13
  br label %50

50:                                               ; preds = %48, %23
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %51 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE2EfEvPKT1_PS3_S6_S6_E2ts to ptr), align 32, !tbaa !13
  %52 = select i1 %33, float %51, float undef
  %53 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE2EfEvPKT1_PS3_S6_S6_E2ts to ptr), i64 4), align 4, !tbaa !13
  %54 = fadd contract float %51, %53
  %55 = select i1 %36, float %54, float %52
  %56 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE2EfEvPKT1_PS3_S6_S6_E2ts to ptr), i64 8), align 8, !tbaa !13
  %57 = fadd contract float %54, %56
  %58 = select i1 %39, float %57, float %55
  %59 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE2EfEvPKT1_PS3_S6_S6_E2ts to ptr), i64 12), align 4, !tbaa !13
  %60 = fadd contract float %58, 0.000000e+00
  %61 = select i1 %41, float 0.000000e+00, float %60
  %62 = fadd contract float %61, %46
  %63 = icmp eq i32 %27, 0
  %64 = select i1 %63, float %61, float %62
  %65 = getelementptr inbounds float, ptr %1, i64 %9
  store float %43, ptr %65, align 4, !tbaa !13
  %66 = getelementptr inbounds float, ptr %2, i64 %9
  store float %64, ptr %66, align 4, !tbaa !13
  %67 = icmp eq i32 %7, 0
  br i1 %67, label %68, label %72

68:                                               ; preds = %50
  %69 = fadd contract float %57, %59
  %70 = zext nneg i32 %5 to i64
  %71 = getelementptr inbounds nuw float, ptr %3, i64 %70
  store float %69, ptr %71, align 4, !tbaa !13
  br label %72

72:                                               ; preds = %50, %68
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @scan_max4_warp_scans(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = shl i32 %3, 9
  %6 = shl nuw nsw i32 %4, 2
  %7 = add i32 %5, %6
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !6
  %11 = or disjoint i32 %7, 1
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !6
  %15 = or disjoint i32 %7, 2
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i32, ptr %0, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !6
  %19 = or disjoint i32 %7, 3
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i32, ptr %0, i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !6
  %23 = tail call noundef i32 @llvm.smax.i32(i32 %10, i32 %14)
  %24 = tail call noundef i32 @llvm.smax.i32(i32 %18, i32 %22)
  %25 = tail call noundef i32 @llvm.smax.i32(i32 %23, i32 %24)
  %26 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #5, !srcloc !11
  %27 = tail call noundef i32 asm sideeffect "shfl.sync.up.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %25, i32 1, i32 0, i32 -1) #6, !srcloc !24
  %28 = tail call noundef i32 @llvm.smax.i32(i32 %27, i32 %25)
  %29 = icmp slt i32 %26, 1
  %30 = select i1 %29, i32 %25, i32 %28
  %31 = tail call noundef i32 asm sideeffect "shfl.sync.up.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %30, i32 2, i32 0, i32 -1) #6, !srcloc !24
  %32 = tail call noundef i32 @llvm.smax.i32(i32 %31, i32 %30)
  %33 = icmp slt i32 %26, 2
  %34 = select i1 %33, i32 %30, i32 %32
  %35 = tail call noundef i32 asm sideeffect "shfl.sync.up.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %34, i32 4, i32 0, i32 -1) #6, !srcloc !24
  %36 = tail call noundef i32 @llvm.smax.i32(i32 %35, i32 %34)
  %37 = icmp slt i32 %26, 4
  %38 = select i1 %37, i32 %34, i32 %36
  %39 = tail call noundef i32 asm sideeffect "shfl.sync.up.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %38, i32 8, i32 0, i32 -1) #6, !srcloc !24
  %40 = tail call noundef i32 @llvm.smax.i32(i32 %39, i32 %38)
  %41 = icmp slt i32 %26, 8
  %42 = select i1 %41, i32 %38, i32 %40
  %43 = tail call noundef i32 asm sideeffect "shfl.sync.up.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %42, i32 16, i32 0, i32 -1) #6, !srcloc !24
  %44 = tail call noundef i32 @llvm.smax.i32(i32 %43, i32 %42)
  %45 = icmp slt i32 %26, 16
  %46 = select i1 %45, i32 %42, i32 %44
  %47 = lshr i32 %4, 5
  %48 = tail call noundef i32 asm sideeffect "shfl.sync.up.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %46, i32 1, i32 0, i32 -1) #6, !srcloc !24
  %49 = icmp eq i32 %26, 31
  br i1 %49, label %50, label %53

50:                                               ; preds = %2
  %51 = zext nneg i32 %47 to i64
  %52 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_itemsILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE2EEvPKiPiE2ts to ptr), i64 %51
  store i32 %44, ptr %52, align 4, !tbaa !6
  br label %53

53:                                               ; preds = %2, %50
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %54 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_itemsILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE2EEvPKiPiE2ts to ptr), align 32, !tbaa !6
  %55 = icmp eq i32 %47, 1
  %56 = select i1 %55, i32 %54, i32 undef
  %57 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_itemsILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE2EEvPKiPiE2ts to ptr), i64 4), align 4, !tbaa !6
  %58 = tail call noundef i32 @llvm.smax.i32(i32 %54, i32 %57)
  %59 = icmp eq i32 %47, 2
  %60 = select i1 %59, i32 %58, i32 %56
  %61 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_itemsILi128ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE2EEvPKiPiE2ts to ptr), i64 8), align 8, !tbaa !6
  %62 = tail call noundef i32 @llvm.smax.i32(i32 %58, i32 %61)
  %63 = icmp eq i32 %47, 3
  %64 = select i1 %63, i32 %62, i32 %60
  %65 = icmp eq i32 %47, 0
  %66 = tail call i32 @llvm.smax.i32(i32 %64, i32 %48)
  %67 = icmp eq i32 %26, 0
  %68 = select i1 %67, i32 %64, i32 %66
  %69 = select i1 %65, i32 %48, i32 %68
  %70 = icmp eq i32 %4, 0
  %71 = tail call noundef i32 @llvm.smax.i32(i32 %69, i32 %10)
  %72 = select i1 %70, i32 %10, i32 %71
  %73 = tail call noundef i32 @llvm.smax.i32(i32 %72, i32 %14)
  %74 = tail call noundef i32 @llvm.smax.i32(i32 %73, i32 %18)
  %75 = tail call noundef i32 @llvm.smax.i32(i32 %74, i32 %22)
  %76 = getelementptr inbounds i32, ptr %1, i64 %8
  store i32 %72, ptr %76, align 4, !tbaa !6
  %77 = getelementptr inbounds i32, ptr %1, i64 %12
  store i32 %73, ptr %77, align 4, !tbaa !6
  %78 = getelementptr inbounds i32, ptr %1, i64 %16
  store i32 %74, ptr %78, align 4, !tbaa !6
  %79 = getelementptr inbounds i32, ptr %1, i64 %20
  store i32 %75, ptr %79, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @scan_i32_warp_scans_80(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, ptr noundef writeonly captures(none) %2, ptr noundef writeonly captures(none) %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = mul i32 %5, 80
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds i32, ptr %0, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !6
  %12 = zext nneg i32 %7 to i64
  %13 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanILi80ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE2EiEvPKT1_PS3_S6_S6_E2ts to ptr), i64 176), i64 %12
  store i32 %11, ptr %13, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %14 = icmp samesign ult i32 %7, 27
  br i1 %14, label %15, label %56

15:                                               ; preds = %4
  %16 = mul nuw nsw i32 %7, 3
  %17 = zext nneg i32 %16 to i64
  %18 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanILi80ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE2EiEvPKT1_PS3_S6_S6_E2ts to ptr), i64 176), i64 %17
  %19 = load i32, ptr %18, align 4, !tbaa !6
  %20 = getelementptr inbounds nuw i8, ptr %18, i64 4
  %21 = load i32, ptr %20, align 4, !tbaa !6
  %22 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %23 = load i32, ptr %22, align 4, !tbaa !6
  %24 = add nsw i32 %21, %19
  %25 = icmp eq i32 %7, 26
  %26 = select i1 %25, i32 0, i32 %23
  %27 = add nsw i32 %24, %26
  %28 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #5, !srcloc !11
  %29 = urem i32 %28, 27
  %30 = zext nneg i32 %29 to i64
  %31 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanILi80ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE2EiEvPKT1_PS3_S6_S6_E2ts to ptr), i64 %30
  store volatile i32 0, ptr %31, align 4, !tbaa !6
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  %32 = getelementptr inbounds nuw i8, ptr %31, i64 64
  store volatile i32 %27, ptr %32, align 4, !tbaa !6
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  %33 = getelementptr inbounds nuw i8, ptr %31, i64 60
  %34 = load volatile i32, ptr %33, align 4, !tbaa !6
  %35 = add nsw i32 %34, %27
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  store volatile i32 %35, ptr %32, align 4, !tbaa !6
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  %36 = getelementptr inbounds nuw i8, ptr %31, i64 56
  %37 = load volatile i32, ptr %36, align 4, !tbaa !6
  %38 = add nsw i32 %37, %35
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  store volatile i32 %38, ptr %32, align 4, !tbaa !6
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  %39 = getelementptr inbounds nuw i8, ptr %31, i64 48
  %40 = load volatile i32, ptr %39, align 4, !tbaa !6
  %41 = add nsw i32 %40, %38
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  store volatile i32 %41, ptr %32, align 4, !tbaa !6
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  %42 = getelementptr inbounds nuw i8, ptr %31, i64 32
  %43 = load volatile i32, ptr %42, align 4, !tbaa !6
  %44 = add nsw i32 %43, %41
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  store volatile i32 %44, ptr %32, align 4, !tbaa !6
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  %45 = load volatile i32, ptr %31, align 4, !tbaa !6
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  %46 = sub i32 %44, %27
  %47 = add i32 %46, %45
  %48 = icmp eq i32 %7, 0
  %49 = load i32, ptr %18, align 4, !tbaa !6
  %50 = load i32, ptr %20, align 4, !tbaa !6
  %51 = load i32, ptr %22, align 4, !tbaa !6
  %52 = select i1 %48, i32 0, i32 %47
  %53 = add nsw i32 %49, %52
  %54 = add nsw i32 %50, %53
  %55 = add nsw i32 %51, %54
  store i32 %53, ptr %18, align 4, !tbaa !6
  store i32 %54, ptr %20, align 4, !tbaa !6
  store i32 %55, ptr %22, align 4, !tbaa !6
  br label %56

56:                                               ; preds = %15, %4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %57 = load i32, ptr %13, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store i32 %11, ptr %13, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %14, label %58, label %100

58:                                               ; preds = %56
  %59 = mul nuw nsw i32 %7, 3
  %60 = zext nneg i32 %59 to i64
  %61 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanILi80ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE2EiEvPKT1_PS3_S6_S6_E2ts to ptr), i64 176), i64 %60
  %62 = load i32, ptr %61, align 4, !tbaa !6
  %63 = getelementptr inbounds nuw i8, ptr %61, i64 4
  %64 = load i32, ptr %63, align 4, !tbaa !6
  %65 = getelementptr inbounds nuw i8, ptr %61, i64 8
  %66 = load i32, ptr %65, align 4, !tbaa !6
  %67 = add nsw i32 %64, %62
  %68 = icmp eq i32 %7, 26
  %69 = select i1 %68, i32 0, i32 %66
  %70 = add nsw i32 %67, %69
  %71 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #5, !srcloc !11
  %72 = urem i32 %71, 27
  %73 = zext nneg i32 %72 to i64
  %74 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanILi80ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE2EiEvPKT1_PS3_S6_S6_E2ts to ptr), i64 %73
  store volatile i32 0, ptr %74, align 4, !tbaa !6
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  %75 = getelementptr inbounds nuw i8, ptr %74, i64 64
  store volatile i32 %70, ptr %75, align 4, !tbaa !6
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  %76 = getelementptr inbounds nuw i8, ptr %74, i64 60
  %77 = load volatile i32, ptr %76, align 4, !tbaa !6
  %78 = add nsw i32 %77, %70
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  store volatile i32 %78, ptr %75, align 4, !tbaa !6
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  %79 = getelementptr inbounds nuw i8, ptr %74, i64 56
  %80 = load volatile i32, ptr %79, align 4, !tbaa !6
  %81 = add nsw i32 %80, %78
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  store volatile i32 %81, ptr %75, align 4, !tbaa !6
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  %82 = getelementptr inbounds nuw i8, ptr %74, i64 48
  %83 = load volatile i32, ptr %82, align 4, !tbaa !6
  %84 = add nsw i32 %83, %81
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  store volatile i32 %84, ptr %75, align 4, !tbaa !6
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  %85 = getelementptr inbounds nuw i8, ptr %74, i64 32
  %86 = load volatile i32, ptr %85, align 4, !tbaa !6
  %87 = add nsw i32 %86, %84
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  store volatile i32 %87, ptr %75, align 4, !tbaa !6
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  %88 = load volatile i32, ptr %74, align 4, !tbaa !6
  %89 = add nsw i32 %88, %87
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  store volatile i32 %89, ptr %75, align 4, !tbaa !6
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  %90 = load volatile i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanILi80ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE2EiEvPKT1_PS3_S6_S6_E2ts to ptr), i64 168), align 4, !tbaa !6
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  store volatile i32 %89, ptr %76, align 4, !tbaa !6
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  %91 = load volatile i32, ptr %79, align 4, !tbaa !6
  %92 = icmp eq i32 %72, 0
  %93 = select i1 %92, i32 0, i32 %91
  %94 = load i32, ptr %61, align 4, !tbaa !6
  %95 = load i32, ptr %63, align 4, !tbaa !6
  %96 = add nsw i32 %94, %93
  %97 = add nsw i32 %95, %96
  store i32 %93, ptr %61, align 4, !tbaa !6
  store i32 %96, ptr %63, align 4, !tbaa !6
  store i32 %97, ptr %65, align 4, !tbaa !6
  %98 = icmp eq i32 %7, 0
  br i1 %98, label %99, label %100

99:                                               ; preds = %58
  store i32 %90, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanILi80ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE2EiEvPKT1_PS3_S6_S6_E2ts to ptr), i64 512), align 16, !tbaa !35
  br label %100

100:                                              ; preds = %99, %58, %56
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %101 = load i32, ptr %13, align 4, !tbaa !6
  %102 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanILi80ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE2EiEvPKT1_PS3_S6_S6_E2ts to ptr), i64 512), align 16, !tbaa !35
  %103 = getelementptr inbounds i32, ptr %1, i64 %9
  store i32 %57, ptr %103, align 4, !tbaa !6
  %104 = getelementptr inbounds i32, ptr %2, i64 %9
  store i32 %101, ptr %104, align 4, !tbaa !6
  %105 = icmp eq i32 %7, 0
  br i1 %105, label %106, label %109

106:                                              ; preds = %100
  %107 = zext nneg i32 %5 to i64
  %108 = getelementptr inbounds nuw i32, ptr %3, i64 %107
  store i32 %102, ptr %108, align 4, !tbaa !6
  br label %109

109:                                              ; preds = %100, %106
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @scan_f32_warp_scans_80(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, ptr noundef writeonly captures(none) %2, ptr noundef writeonly captures(none) %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = mul i32 %5, 80
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds float, ptr %0, i64 %9
  %11 = load float, ptr %10, align 4, !tbaa !13
  %12 = zext nneg i32 %7 to i64
  %13 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanILi80ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE2EfEvPKT1_PS3_S6_S6_E2ts to ptr), i64 176), i64 %12
  store float %11, ptr %13, align 4, !tbaa !13
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %14 = icmp samesign ult i32 %7, 27
  br i1 %14, label %15, label %56

15:                                               ; preds = %4
  %16 = mul nuw nsw i32 %7, 3
  %17 = zext nneg i32 %16 to i64
  %18 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanILi80ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE2EfEvPKT1_PS3_S6_S6_E2ts to ptr), i64 176), i64 %17
  %19 = load float, ptr %18, align 4, !tbaa !13
  %20 = getelementptr inbounds nuw i8, ptr %18, i64 4
  %21 = load float, ptr %20, align 4, !tbaa !13
  %22 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %23 = load float, ptr %22, align 4, !tbaa !13
  %24 = fadd contract float %19, %21
  %25 = icmp eq i32 %7, 26
  %26 = fadd contract float %24, %23
  %27 = select i1 %25, float %24, float %26
  %28 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #5, !srcloc !11
  %29 = urem i32 %28, 27
  %30 = zext nneg i32 %29 to i64
  %31 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanILi80ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE2EfEvPKT1_PS3_S6_S6_E2ts to ptr), i64 %30
  store volatile float 0.000000e+00, ptr %31, align 4, !tbaa !13
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  %32 = getelementptr inbounds nuw i8, ptr %31, i64 64
  store volatile float %27, ptr %32, align 4, !tbaa !13
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  %33 = getelementptr inbounds nuw i8, ptr %31, i64 60
  %34 = load volatile float, ptr %33, align 4, !tbaa !13
  %35 = fadd contract float %27, %34
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  store volatile float %35, ptr %32, align 4, !tbaa !13
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  %36 = getelementptr inbounds nuw i8, ptr %31, i64 56
  %37 = load volatile float, ptr %36, align 4, !tbaa !13
  %38 = fadd contract float %35, %37
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  store volatile float %38, ptr %32, align 4, !tbaa !13
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  %39 = getelementptr inbounds nuw i8, ptr %31, i64 48
  %40 = load volatile float, ptr %39, align 4, !tbaa !13
  %41 = fadd contract float %38, %40
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  store volatile float %41, ptr %32, align 4, !tbaa !13
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  %42 = getelementptr inbounds nuw i8, ptr %31, i64 32
  %43 = load volatile float, ptr %42, align 4, !tbaa !13
  %44 = fadd contract float %41, %43
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  store volatile float %44, ptr %32, align 4, !tbaa !13
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  %45 = load volatile float, ptr %31, align 4, !tbaa !13
  %46 = fadd contract float %44, %45
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  store volatile float %46, ptr %32, align 4, !tbaa !13
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  %47 = load volatile float, ptr %33, align 4, !tbaa !13
  %48 = icmp eq i32 %7, 0
  %49 = load float, ptr %18, align 4, !tbaa !13
  %50 = load float, ptr %20, align 4, !tbaa !13
  %51 = load float, ptr %22, align 4, !tbaa !13
  %52 = fadd contract float %47, %49
  %53 = select i1 %48, float %49, float %52
  %54 = fadd contract float %50, %53
  %55 = fadd contract float %51, %54
  store float %53, ptr %18, align 4, !tbaa !13
  store float %54, ptr %20, align 4, !tbaa !13
  store float %55, ptr %22, align 4, !tbaa !13
  br label %56

56:                                               ; preds = %15, %4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %57 = load float, ptr %13, align 4, !tbaa !13
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %11, ptr %13, align 4, !tbaa !13
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %14, label %58, label %101

58:                                               ; preds = %56
  %59 = mul nuw nsw i32 %7, 3
  %60 = zext nneg i32 %59 to i64
  %61 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanILi80ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE2EfEvPKT1_PS3_S6_S6_E2ts to ptr), i64 176), i64 %60
  %62 = load float, ptr %61, align 4, !tbaa !13
  %63 = getelementptr inbounds nuw i8, ptr %61, i64 4
  %64 = load float, ptr %63, align 4, !tbaa !13
  %65 = getelementptr inbounds nuw i8, ptr %61, i64 8
  %66 = load float, ptr %65, align 4, !tbaa !13
  %67 = fadd contract float %62, %64
  %68 = icmp eq i32 %7, 26
  %69 = fadd contract float %67, %66
  %70 = select i1 %68, float %67, float %69
  %71 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #5, !srcloc !11
  %72 = urem i32 %71, 27
  %73 = zext nneg i32 %72 to i64
  %74 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanILi80ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE2EfEvPKT1_PS3_S6_S6_E2ts to ptr), i64 %73
  store volatile float 0.000000e+00, ptr %74, align 4, !tbaa !13
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  %75 = getelementptr inbounds nuw i8, ptr %74, i64 64
  store volatile float %70, ptr %75, align 4, !tbaa !13
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  %76 = getelementptr inbounds nuw i8, ptr %74, i64 60
  %77 = load volatile float, ptr %76, align 4, !tbaa !13
  %78 = fadd contract float %70, %77
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  store volatile float %78, ptr %75, align 4, !tbaa !13
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  %79 = getelementptr inbounds nuw i8, ptr %74, i64 56
  %80 = load volatile float, ptr %79, align 4, !tbaa !13
  %81 = fadd contract float %78, %80
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  store volatile float %81, ptr %75, align 4, !tbaa !13
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  %82 = getelementptr inbounds nuw i8, ptr %74, i64 48
  %83 = load volatile float, ptr %82, align 4, !tbaa !13
  %84 = fadd contract float %81, %83
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  store volatile float %84, ptr %75, align 4, !tbaa !13
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  %85 = getelementptr inbounds nuw i8, ptr %74, i64 32
  %86 = load volatile float, ptr %85, align 4, !tbaa !13
  %87 = fadd contract float %84, %86
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  store volatile float %87, ptr %75, align 4, !tbaa !13
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  %88 = load volatile float, ptr %74, align 4, !tbaa !13
  %89 = fadd contract float %87, %88
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  store volatile float %89, ptr %75, align 4, !tbaa !13
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  %90 = load volatile float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanILi80ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE2EfEvPKT1_PS3_S6_S6_E2ts to ptr), i64 168), align 4, !tbaa !13
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  %91 = fadd contract float %89, 0.000000e+00
  store volatile float %91, ptr %76, align 4, !tbaa !13
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  %92 = load volatile float, ptr %79, align 4, !tbaa !13
  %93 = icmp eq i32 %72, 0
  %94 = select i1 %93, float 0.000000e+00, float %92
  %95 = load float, ptr %61, align 4, !tbaa !13
  %96 = load float, ptr %63, align 4, !tbaa !13
  %97 = fadd contract float %94, %95
  %98 = fadd contract float %97, %96
  store float %94, ptr %61, align 4, !tbaa !13
  store float %97, ptr %63, align 4, !tbaa !13
  store float %98, ptr %65, align 4, !tbaa !13
  %99 = icmp eq i32 %7, 0
  br i1 %99, label %100, label %101

100:                                              ; preds = %58
  store float %90, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanILi80ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE2EfEvPKT1_PS3_S6_S6_E2ts to ptr), i64 512), align 16, !tbaa !41
  br label %101

101:                                              ; preds = %100, %58, %56
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %102 = load float, ptr %13, align 4, !tbaa !13
  %103 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanILi80ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE2EfEvPKT1_PS3_S6_S6_E2ts to ptr), i64 512), align 16, !tbaa !41
  %104 = getelementptr inbounds float, ptr %1, i64 %9
  store float %57, ptr %104, align 4, !tbaa !13
  %105 = getelementptr inbounds float, ptr %2, i64 %9
  store float %102, ptr %105, align 4, !tbaa !13
  %106 = icmp eq i32 %7, 0
  br i1 %106, label %107, label %110

107:                                              ; preds = %101
  %108 = zext nneg i32 %5 to i64
  %109 = getelementptr inbounds nuw float, ptr %3, i64 %108
  store float %103, ptr %109, align 4, !tbaa !13
  br label %110

110:                                              ; preds = %101, %107
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @scan_max4_warp_scans_80(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = mul i32 %3, 80
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = add i32 %4, %5
  %7 = shl i32 %6, 2
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !6
  %11 = or disjoint i32 %7, 1
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !6
  %15 = or disjoint i32 %7, 2
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i32, ptr %0, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !6
  %19 = or disjoint i32 %7, 3
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i32, ptr %0, i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !6
  %23 = tail call noundef i32 @llvm.smax.i32(i32 %10, i32 %14)
  %24 = tail call noundef i32 @llvm.smax.i32(i32 %18, i32 %22)
  %25 = tail call noundef i32 @llvm.smax.i32(i32 %23, i32 %24)
  %26 = zext nneg i32 %5 to i64
  %27 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_itemsILi80ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE2EEvPKiPiE2ts to ptr), i64 176), i64 %26
  store i32 %25, ptr %27, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %28 = icmp samesign ult i32 %5, 27
  br i1 %28, label %29, label %89

29:                                               ; preds = %2
  %30 = mul nuw nsw i32 %5, 3
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_itemsILi80ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE2EEvPKiPiE2ts to ptr), i64 176), i64 %31
  %33 = load i32, ptr %32, align 4, !tbaa !6
  %34 = getelementptr inbounds nuw i8, ptr %32, i64 4
  %35 = load i32, ptr %34, align 4, !tbaa !6
  %36 = getelementptr inbounds nuw i8, ptr %32, i64 8
  %37 = load i32, ptr %36, align 4, !tbaa !6
  %38 = tail call noundef i32 @llvm.smax.i32(i32 %33, i32 %35)
  %39 = icmp eq i32 %5, 26
  %40 = tail call noundef i32 @llvm.smax.i32(i32 %38, i32 %37)
  %41 = select i1 %39, i32 %38, i32 %40
  %42 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #5, !srcloc !11
  %43 = urem i32 %42, 27
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_itemsILi80ELN3cub17CUB_300001_SM_90018BlockScanAlgorithmE2EEvPKiPiE2ts to ptr), i64 %44
  %46 = getelementptr inbounds nuw i8, ptr %45, i64 64
  store volatile i32 %41, ptr %46, align 4, !tbaa !6
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  %47 = icmp eq i32 %43, 0
  br i1 %47, label %52, label %48

48:                                               ; preds = %29
  %49 = getelementptr inbounds nuw i8, ptr %45, i64 60
  %50 = load volatile i32, ptr %49, align 4, !tbaa !6
  %51 = tail call noundef i32 @llvm.smax.i32(i32 %50, i32 %41)
  br label %52

52:                                               ; preds = %48, %29
  %53 = phi i32 [ %41, %29 ], [ %51, %48 ]
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  store volatile i32 %53, ptr %46, align 4, !tbaa !6
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  %54 = icmp samesign ugt i32 %43, 1
  br i1 %54, label %55, label %59

55:                                               ; preds = %52
  %56 = getelementptr inbounds nuw i8, ptr %45, i64 56
  %57 = load volatile i32, ptr %56, align 4, !tbaa !6
  %58 = tail call noundef i32 @llvm.smax.i32(i32 %57, i32 %53)
  br label %59

59:                                               ; preds = %55, %52
  %60 = phi i32 [ %58, %55 ], [ %53, %52 ]
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  store volatile i32 %60, ptr %46, align 4, !tbaa !6
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  %61 = icmp samesign ugt i32 %43, 3
  br i1 %61, label %62, label %66

62:                                               ; preds = %59
  %63 = getelementptr inbounds nuw i8, ptr %45, i64 48
  %64 = load volatile i32, ptr %63, align 4, !tbaa !6
  %65 = tail call noundef i32 @llvm.smax.i32(i32 %64, i32 %60)
  br label %66

66:                                               ; preds = %62, %59
  %67 = phi i32 [ %65, %62 ], [ %60, %59 ]
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  store volatile i32 %67, ptr %46, align 4, !tbaa !6
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  %68 = icmp samesign ugt i32 %43, 7
  br i1 %68, label %69, label %73

69:                                               ; preds = %66
  %70 = getelementptr inbounds nuw i8, ptr %45, i64 32
  %71 = load volatile i32, ptr %70, align 4, !tbaa !6
  %72 = tail call noundef i32 @llvm.smax.i32(i32 %71, i32 %67)
  br label %73

73:                                               ; preds = %69, %66
  %74 = phi i32 [ %72, %69 ], [ %67, %66 ]
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  store volatile i32 %74, ptr %46, align 4, !tbaa !6
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  %75 = icmp samesign ugt i32 %43, 15
  br i1 %75, label %76, label %79

76:                                               ; preds = %73
  %77 = load volatile i32, ptr %45, align 4, !tbaa !6
  %78 = tail call noundef i32 @llvm.smax.i32(i32 %77, i32 %74)
  br label %79

79:                                               ; preds = %76, %73
  %80 = phi i32 [ %78, %76 ], [ %74, %73 ]
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  store volatile i32 %80, ptr %46, align 4, !tbaa !6
  tail call void @llvm.nvvm.bar.warp.sync(i32 134217727)
  %81 = getelementptr inbounds nuw i8, ptr %45, i64 60
  %82 = load volatile i32, ptr %81, align 4, !tbaa !6
  %83 = icmp eq i32 %5, 0
  %84 = load i32, ptr %32, align 4, !tbaa !6
  %85 = load i32, ptr %34, align 4, !tbaa !6
  %86 = tail call noundef i32 @llvm.smax.i32(i32 %82, i32 %84)
  %87 = select i1 %83, i32 %84, i32 %86
  %88 = tail call noundef i32 @llvm.smax.i32(i32 %87, i32 %85)
  store i32 %82, ptr %32, align 4, !tbaa !6
  store i32 %87, ptr %34, align 4, !tbaa !6
  store i32 %88, ptr %36, align 4, !tbaa !6
  br label %89

89:                                               ; preds = %2, %79
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %90 = load i32, ptr %27, align 4, !tbaa !6
  %91 = icmp eq i32 %5, 0
  %92 = tail call noundef i32 @llvm.smax.i32(i32 %90, i32 %10)
  %93 = select i1 %91, i32 %10, i32 %92
  %94 = tail call noundef i32 @llvm.smax.i32(i32 %93, i32 %14)
  %95 = tail call noundef i32 @llvm.smax.i32(i32 %94, i32 %18)
  %96 = tail call noundef i32 @llvm.smax.i32(i32 %95, i32 %22)
  %97 = getelementptr inbounds i32, ptr %1, i64 %8
  store i32 %93, ptr %97, align 4, !tbaa !6
  %98 = getelementptr inbounds i32, ptr %1, i64 %12
  store i32 %94, ptr %98, align 4, !tbaa !6
  %99 = getelementptr inbounds i32, ptr %1, i64 %16
  store i32 %95, ptr %99, align 4, !tbaa !6
  %100 = getelementptr inbounds i32, ptr %1, i64 %20
  store i32 %96, ptr %100, align 4, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.max(i32, i32) #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind memory(none) }
attributes #6 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4, !5}
!llvm.errno.tbaa = !{!6}
!nvvmir.version = !{!10}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 9]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{i32 2, i32 0}
!11 = !{i64 24247026}
!12 = !{i64 23327069}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = !{i64 23782936}
!16 = !{i64 28470772}
!17 = !{!18, !7, i64 656}
!18 = !{!"_ZTSN3cub17CUB_300001_SM_9006detail15BlockScanRakingIiLi128ELi1ELi1ELb0EE12_TempStorageE", !19, i64 0, !21, i64 16, !7, i64 656}
!19 = !{!"_ZTSN3cub17CUB_300001_SM_9008WarpScanIiLi32EE11TempStorageE", !20, i64 0}
!20 = !{!"_ZTSN3cub17CUB_300001_SM_90013UninitializedINS0_6detail12WarpScanShflIiLi32EE11TempStorageEEE", !8, i64 0}
!21 = !{!"_ZTSN3cub17CUB_300001_SM_90017BlockRakingLayoutIiLi128EE11TempStorageE", !22, i64 0}
!22 = !{!"_ZTSN3cub17CUB_300001_SM_90013UninitializedINS0_17BlockRakingLayoutIiLi128EE12_TempStorageEEE", !8, i64 0}
!23 = !{i64 28472719}
!24 = !{i64 23326722}
!25 = !{!26, !14, i64 656}
!26 = !{!"_ZTSN3cub17CUB_300001_SM_9006detail15BlockScanRakingIfLi128ELi1ELi1ELb0EE12_TempStorageE", !27, i64 0, !29, i64 16, !14, i64 656}
!27 = !{!"_ZTSN3cub17CUB_300001_SM_9008WarpScanIfLi32EE11TempStorageE", !28, i64 0}
!28 = !{!"_ZTSN3cub17CUB_300001_SM_90013UninitializedINS0_6detail12WarpScanShflIfLi32EE11TempStorageEEE", !8, i64 0}
!29 = !{!"_ZTSN3cub17CUB_300001_SM_90017BlockRakingLayoutIfLi128EE11TempStorageE", !30, i64 0}
!30 = !{!"_ZTSN3cub17CUB_300001_SM_90013UninitializedINS0_17BlockRakingLayoutIfLi128EE12_TempStorageEEE", !8, i64 0}
!31 = !{!32, !7, i64 656}
!32 = !{!"_ZTSN3cub17CUB_300001_SM_9006detail15BlockScanRakingIiLi128ELi1ELi1ELb1EE12_TempStorageE", !19, i64 0, !21, i64 16, !7, i64 656}
!33 = !{!34, !14, i64 656}
!34 = !{!"_ZTSN3cub17CUB_300001_SM_9006detail15BlockScanRakingIfLi128ELi1ELi1ELb1EE12_TempStorageE", !27, i64 0, !29, i64 16, !14, i64 656}
!35 = !{!36, !7, i64 512}
!36 = !{!"_ZTSN3cub17CUB_300001_SM_9006detail15BlockScanRakingIiLi80ELi1ELi1ELb0EE12_TempStorageE", !37, i64 0, !39, i64 176, !7, i64 512}
!37 = !{!"_ZTSN3cub17CUB_300001_SM_9008WarpScanIiLi27EE11TempStorageE", !38, i64 0}
!38 = !{!"_ZTSN3cub17CUB_300001_SM_90013UninitializedINS0_6detail12WarpScanSmemIiLi27EE11TempStorageEEE", !8, i64 0}
!39 = !{!"_ZTSN3cub17CUB_300001_SM_90017BlockRakingLayoutIiLi80EE11TempStorageE", !40, i64 0}
!40 = !{!"_ZTSN3cub17CUB_300001_SM_90013UninitializedINS0_17BlockRakingLayoutIiLi80EE12_TempStorageEEE", !8, i64 0}
!41 = !{!42, !14, i64 512}
!42 = !{!"_ZTSN3cub17CUB_300001_SM_9006detail15BlockScanRakingIfLi80ELi1ELi1ELb0EE12_TempStorageE", !43, i64 0, !45, i64 176, !14, i64 512}
!43 = !{!"_ZTSN3cub17CUB_300001_SM_9008WarpScanIfLi27EE11TempStorageE", !44, i64 0}
!44 = !{!"_ZTSN3cub17CUB_300001_SM_90013UninitializedINS0_6detail12WarpScanSmemIfLi27EE11TempStorageEEE", !8, i64 0}
!45 = !{!"_ZTSN3cub17CUB_300001_SM_90017BlockRakingLayoutIfLi80EE11TempStorageE", !46, i64 0}
!46 = !{!"_ZTSN3cub17CUB_300001_SM_90013UninitializedINS0_17BlockRakingLayoutIfLi80EE12_TempStorageEEE", !8, i64 0}
