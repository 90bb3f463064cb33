; ModuleID = 'hipcub_prims.hip'
source_filename = "hipcub_prims.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%"struct.rocprim::detail::raw_storage" = type { [8 x i8] }
%"struct.rocprim::detail::raw_storage.35" = type { [512 x i8] }
%"struct.rocprim::detail::raw_storage.38" = type { [512 x i8] }
%"struct.rocprim::detail::raw_storage.42" = type { [528 x i8] }
%"struct.rocprim::detail::raw_storage.43" = type { [8 x i8] }

$_ZZ9block_sumILN6hipcub20BlockReduceAlgorithmE0EEvPKiPiE2st = comdat any

$_ZZ9block_sumILN6hipcub20BlockReduceAlgorithmE1EEvPKiPiE2st = comdat any

$_ZZ9block_sumILN6hipcub20BlockReduceAlgorithmE2EEvPKiPiE2st = comdat any

$_ZZ10block_scanILN6hipcub18BlockScanAlgorithmE1EEvPKiPiE2st = comdat any

$_ZZ10block_scanILN6hipcub18BlockScanAlgorithmE0EEvPKiPiE2st = comdat any

@_ZZ9block_sumILN6hipcub20BlockReduceAlgorithmE0EEvPKiPiE2st = linkonce_odr hidden local_unnamed_addr addrspace(3) global %"struct.rocprim::detail::raw_storage" undef, comdat, align 8
@_ZZ9block_sumILN6hipcub20BlockReduceAlgorithmE1EEvPKiPiE2st = linkonce_odr hidden local_unnamed_addr addrspace(3) global %"struct.rocprim::detail::raw_storage.35" undef, comdat, align 8
@_ZZ9block_sumILN6hipcub20BlockReduceAlgorithmE2EEvPKiPiE2st = linkonce_odr hidden local_unnamed_addr addrspace(3) global %"struct.rocprim::detail::raw_storage.38" undef, comdat, align 8
@_ZZ10block_scanILN6hipcub18BlockScanAlgorithmE1EEvPKiPiE2st = linkonce_odr hidden local_unnamed_addr addrspace(3) global %"struct.rocprim::detail::raw_storage.42" undef, comdat, align 8
@_ZZ10block_scanILN6hipcub18BlockScanAlgorithmE0EEvPKiPiE2st = linkonce_odr hidden local_unnamed_addr addrspace(3) global %"struct.rocprim::detail::raw_storage.43" undef, comdat, align 8
@__hip_cuid_5b2872999d0338b2 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_5b2872999d0338b2 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @cub_warp_sum(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = shl i32 %4, 7
  %6 = add i32 %5, %3
  %7 = zext i32 %6 to i64
  %8 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %7
  %9 = load i32, ptr addrspace(1) %8, align 4, !tbaa !5
  %10 = ashr i32 %9, 12
  %11 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 range(i32 -524288, 524288) %10, i32 177, i32 15, i32 15, i1 false)
  %12 = add nsw i32 %11, %10
  %13 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %12, i32 78, i32 15, i32 15, i1 false)
  %14 = add nsw i32 %12, %13
  %15 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %14, i32 276, i32 15, i32 15, i1 false)
  %16 = add nsw i32 %14, %15
  %17 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %16, i32 280, i32 15, i32 15, i1 false)
  %18 = add nsw i32 %16, %17
  %19 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %18, i32 322, i32 15, i32 15, i1 false)
  %20 = add nsw i32 %18, %19
  %21 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %20, i32 323, i32 15, i32 15, i1 false)
  %22 = add nsw i32 %20, %21
  %23 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %24 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %23)
  %25 = shl i32 %24, 2
  %26 = or i32 %25, 252
  %27 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %26, i32 %22)
  %28 = and i32 %3, 63
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %30, label %32

30:                                               ; preds = %2
  %31 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %7
  store i32 %27, ptr addrspace(1) %31, align 4, !tbaa !5
  br label %32

32:                                               ; preds = %2, %30
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @cub_warp_sum_16(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = shl i32 %4, 7
  %6 = add i32 %5, %3
  %7 = zext i32 %6 to i64
  %8 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %7
  %9 = load i32, ptr addrspace(1) %8, align 4, !tbaa !5
  %10 = ashr i32 %9, 12
  %11 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 range(i32 -524288, 524288) %10, i32 177, i32 15, i32 15, i1 false)
  %12 = add nsw i32 %11, %10
  %13 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %12, i32 78, i32 15, i32 15, i1 false)
  %14 = add nsw i32 %12, %13
  %15 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %14, i32 276, i32 15, i32 15, i1 false)
  %16 = add nsw i32 %14, %15
  %17 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %16, i32 280, i32 15, i32 15, i1 false)
  %18 = add nsw i32 %16, %17
  %19 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %20 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %19)
  %21 = shl i32 %20, 2
  %22 = or i32 %21, 60
  %23 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %22, i32 %18)
  %24 = and i32 %3, 15
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %26, label %28

26:                                               ; preds = %2
  %27 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %7
  store i32 %23, ptr addrspace(1) %27, align 4, !tbaa !5
  br label %28

28:                                               ; preds = %2, %26
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @cub_warp_max_valid(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = shl i32 %4, 7
  %6 = add i32 %5, %3
  %7 = zext i32 %6 to i64
  %8 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %7
  %9 = load i32, ptr addrspace(1) %8, align 4, !tbaa !5
  %10 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %11 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %10)
  %12 = and i32 %11, 63
  %13 = icmp ne i32 %12, 63
  %14 = zext i1 %13 to i32
  %15 = add i32 %11, %14
  %16 = shl i32 %15, 2
  %17 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %16, i32 %9)
  %18 = add i32 %11, 1
  %19 = icmp ult i32 %18, 7
  %20 = tail call i32 @llvm.smax.i32(i32 %9, i32 %17)
  %21 = select i1 %19, i32 %20, i32 %9
  %22 = icmp samesign ult i32 %12, 62
  %23 = select i1 %22, i32 2, i32 0
  %24 = add i32 %23, %11
  %25 = shl i32 %24, 2
  %26 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %25, i32 %21)
  %27 = add i32 %11, 2
  %28 = icmp ult i32 %27, 7
  %29 = tail call i32 @llvm.smax.i32(i32 %21, i32 %26)
  %30 = select i1 %28, i32 %29, i32 %21
  %31 = icmp samesign ult i32 %12, 60
  %32 = select i1 %31, i32 4, i32 0
  %33 = add i32 %32, %11
  %34 = shl i32 %33, 2
  %35 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %34, i32 %30)
  %36 = add i32 %11, 4
  %37 = icmp ult i32 %36, 7
  %38 = tail call i32 @llvm.smax.i32(i32 %30, i32 %35)
  %39 = select i1 %37, i32 %38, i32 %30
  %40 = icmp samesign ult i32 %12, 56
  %41 = select i1 %40, i32 8, i32 0
  %42 = add i32 %41, %11
  %43 = shl i32 %42, 2
  %44 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %43, i32 %39)
  %45 = add i32 %11, 8
  %46 = icmp ult i32 %45, 7
  %47 = tail call i32 @llvm.smax.i32(i32 %39, i32 %44)
  %48 = select i1 %46, i32 %47, i32 %39
  %49 = icmp samesign ult i32 %12, 48
  %50 = select i1 %49, i32 16, i32 0
  %51 = add i32 %50, %11
  %52 = shl i32 %51, 2
  %53 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %52, i32 %48)
  %54 = add i32 %11, 16
  %55 = icmp ult i32 %54, 7
  %56 = tail call i32 @llvm.smax.i32(i32 %48, i32 %53)
  %57 = select i1 %55, i32 %56, i32 %48
  %58 = shl i32 %11, 2
  %59 = or i32 %58, 128
  %60 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %59, i32 %57)
  %61 = and i32 %3, 63
  %62 = icmp eq i32 %61, 0
  br i1 %62, label %63, label %69

63:                                               ; preds = %2
  %64 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %7
  %65 = add i32 %11, 32
  %66 = icmp ult i32 %65, 7
  %67 = tail call i32 @llvm.smax.i32(i32 %57, i32 %60)
  %68 = select i1 %66, i32 %67, i32 %57
  store i32 %68, ptr addrspace(1) %64, align 4, !tbaa !5
  br label %69

69:                                               ; preds = %63, %2
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @cub_warp_scan(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = shl i32 %4, 7
  %6 = add i32 %5, %3
  %7 = zext i32 %6 to i64
  %8 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %7
  %9 = load i32, ptr addrspace(1) %8, align 4, !tbaa !5
  %10 = ashr i32 %9, 12
  %11 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %12 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %11)
  %13 = and i32 %12, 15
  %14 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 range(i32 -524288, 524288) %10, i32 273, i32 15, i32 15, i1 false)
  %15 = icmp eq i32 %13, 0
  %16 = select i1 %15, i32 0, i32 %14
  %17 = add nsw i32 %16, %10
  %18 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %17, i32 274, i32 15, i32 15, i1 false)
  %19 = icmp samesign ugt i32 %13, 1
  %20 = select i1 %19, i32 %18, i32 0
  %21 = add nsw i32 %17, %20
  %22 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %21, i32 276, i32 15, i32 15, i1 false)
  %23 = icmp samesign ugt i32 %13, 3
  %24 = select i1 %23, i32 %22, i32 0
  %25 = add nsw i32 %21, %24
  %26 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %25, i32 280, i32 15, i32 15, i1 false)
  %27 = icmp samesign ugt i32 %13, 7
  %28 = select i1 %27, i32 %26, i32 0
  %29 = add nsw i32 %25, %28
  %30 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %29, i32 322, i32 15, i32 15, i1 false)
  %31 = and i32 %12, 16
  %32 = icmp eq i32 %31, 0
  %33 = select i1 %32, i32 0, i32 %30
  %34 = add nsw i32 %29, %33
  %35 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %34, i32 323, i32 15, i32 15, i1 false)
  %36 = icmp ugt i32 %12, 31
  %37 = select i1 %36, i32 %35, i32 0
  %38 = add nsw i32 %34, %37
  %39 = add i32 %12, -1
  %40 = and i32 %12, -64
  %41 = icmp slt i32 %39, %40
  %42 = select i1 %41, i32 %12, i32 %39
  %43 = shl i32 %42, 2
  %44 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %43, i32 %38)
  %45 = icmp eq i32 %12, 0
  %46 = select i1 %45, i32 0, i32 %44
  %47 = shl i32 %6, 1
  %48 = zext i32 %47 to i64
  %49 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %48
  store i32 %38, ptr addrspace(1) %49, align 4, !tbaa !5
  %50 = or disjoint i32 %47, 1
  %51 = zext i32 %50 to i64
  %52 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %51
  store i32 %46, ptr addrspace(1) %52, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @cub_warp_scan_8(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = shl i32 %4, 7
  %6 = add i32 %5, %3
  %7 = zext i32 %6 to i64
  %8 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %7
  %9 = load i32, ptr addrspace(1) %8, align 4, !tbaa !5
  %10 = ashr i32 %9, 12
  %11 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %12 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %11)
  %13 = and i32 %12, 7
  %14 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 range(i32 -524288, 524288) %10, i32 273, i32 15, i32 15, i1 false)
  %15 = icmp eq i32 %13, 0
  %16 = select i1 %15, i32 0, i32 %14
  %17 = add nsw i32 %16, %10
  %18 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %17, i32 274, i32 15, i32 15, i1 false)
  %19 = icmp samesign ugt i32 %13, 1
  %20 = select i1 %19, i32 %18, i32 0
  %21 = add nsw i32 %17, %20
  %22 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %21, i32 276, i32 15, i32 15, i1 false)
  %23 = icmp samesign ugt i32 %13, 3
  %24 = select i1 %23, i32 %22, i32 0
  %25 = add nsw i32 %21, %24
  %26 = add i32 %12, -1
  %27 = and i32 %12, -8
  %28 = icmp slt i32 %26, %27
  %29 = select i1 %28, i32 %12, i32 %26
  %30 = shl i32 %29, 2
  %31 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %30, i32 %25)
  %32 = select i1 %15, i32 0, i32 %31
  %33 = shl i32 %6, 1
  %34 = zext i32 %33 to i64
  %35 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %34
  store i32 %25, ptr addrspace(1) %35, align 4, !tbaa !5
  %36 = or disjoint i32 %33, 1
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %37
  store i32 %32, ptr addrspace(1) %38, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @cub_block_reduce_warp(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #1 {
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = shl i32 %3, 7
  %5 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %6 = add i32 %4, %5
  %7 = zext i32 %6 to i64
  %8 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %7
  %9 = load i32, ptr addrspace(1) %8, align 4, !tbaa !5
  %10 = ashr i32 %9, 12
  %11 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %12 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %11)
  %13 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 range(i32 -524288, 524288) %10, i32 177, i32 15, i32 15, i1 false)
  %14 = add nsw i32 %13, %10
  %15 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %14, i32 78, i32 15, i32 15, i1 false)
  %16 = add nsw i32 %14, %15
  %17 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %16, i32 276, i32 15, i32 15, i1 false)
  %18 = add nsw i32 %16, %17
  %19 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %18, i32 280, i32 15, i32 15, i1 false)
  %20 = add nsw i32 %18, %19
  %21 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %20, i32 322, i32 15, i32 15, i1 false)
  %22 = add nsw i32 %20, %21
  %23 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %22, i32 323, i32 15, i32 15, i1 false)
  %24 = add nsw i32 %22, %23
  %25 = shl i32 %12, 2
  %26 = or i32 %25, 252
  %27 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %26, i32 %24)
  %28 = icmp eq i32 %12, 0
  br i1 %28, label %29, label %32

29:                                               ; preds = %2
  %30 = lshr i32 %5, 6
  %31 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ9block_sumILN6hipcub20BlockReduceAlgorithmE0EEvPKiPiE2st, i32 %30
  store i32 %27, ptr addrspace(3) %31, align 4, !tbaa !5
  br label %32

32:                                               ; preds = %29, %2
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %33 = icmp samesign ult i32 %5, 2
  br i1 %33, label %34, label %41

34:                                               ; preds = %32
  %35 = or i32 %25, 4
  %36 = getelementptr inbounds i32, ptr addrspace(3) @_ZZ9block_sumILN6hipcub20BlockReduceAlgorithmE0EEvPKiPiE2st, i32 %12
  %37 = load i32, ptr addrspace(3) %36, align 4, !tbaa !5
  %38 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %37, i32 177, i32 15, i32 15, i1 false)
  %39 = add nsw i32 %38, %37
  %40 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %35, i32 %39)
  br label %41

41:                                               ; preds = %34, %32
  %42 = phi i32 [ %40, %34 ], [ %27, %32 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %43 = and i32 %5, 960
  %44 = icmp samesign ult i32 %5, 128
  %45 = sub nsw i32 77, %43
  %46 = select i1 %44, i32 %45, i32 0
  %47 = and i32 %12, 63
  %48 = icmp ne i32 %47, 63
  %49 = zext i1 %48 to i32
  %50 = add i32 %12, %49
  %51 = shl i32 %50, 2
  %52 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %51, i32 range(i32 -524288, 524288) %10)
  %53 = add i32 %12, 1
  %54 = icmp ult i32 %53, %46
  %55 = select i1 %54, i32 %52, i32 0
  %56 = add nsw i32 %55, %10
  %57 = icmp samesign ult i32 %47, 62
  %58 = select i1 %57, i32 2, i32 0
  %59 = add i32 %58, %12
  %60 = shl i32 %59, 2
  %61 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %60, i32 %56)
  %62 = add i32 %12, 2
  %63 = icmp ult i32 %62, %46
  %64 = select i1 %63, i32 %61, i32 0
  %65 = add nsw i32 %56, %64
  %66 = icmp samesign ult i32 %47, 60
  %67 = select i1 %66, i32 4, i32 0
  %68 = add i32 %67, %12
  %69 = shl i32 %68, 2
  %70 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %69, i32 %65)
  %71 = add i32 %12, 4
  %72 = icmp ult i32 %71, %46
  %73 = select i1 %72, i32 %70, i32 0
  %74 = add nsw i32 %65, %73
  %75 = icmp samesign ult i32 %47, 56
  %76 = select i1 %75, i32 8, i32 0
  %77 = add i32 %76, %12
  %78 = shl i32 %77, 2
  %79 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %78, i32 %74)
  %80 = add i32 %12, 8
  %81 = icmp ult i32 %80, %46
  %82 = select i1 %81, i32 %79, i32 0
  %83 = add nsw i32 %74, %82
  %84 = icmp samesign ult i32 %47, 48
  %85 = select i1 %84, i32 16, i32 0
  %86 = add i32 %85, %12
  %87 = shl i32 %86, 2
  %88 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %87, i32 %83)
  %89 = add i32 %12, 16
  %90 = icmp ult i32 %89, %46
  %91 = select i1 %90, i32 %88, i32 0
  %92 = add nsw i32 %83, %91
  %93 = or i32 %25, 128
  %94 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %93, i32 %92)
  %95 = add i32 %12, 32
  %96 = icmp ult i32 %95, %46
  %97 = select i1 %96, i32 %94, i32 0
  %98 = add nsw i32 %92, %97
  br i1 %28, label %99, label %102

99:                                               ; preds = %41
  %100 = lshr i32 %5, 6
  %101 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ9block_sumILN6hipcub20BlockReduceAlgorithmE0EEvPKiPiE2st, i32 %100
  store i32 %98, ptr addrspace(3) %101, align 4, !tbaa !5
  br label %102

102:                                              ; preds = %99, %41
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %33, label %103, label %112

103:                                              ; preds = %102
  %104 = and i32 %12, 1
  %105 = icmp eq i32 %104, 0
  %106 = or i32 %25, 4
  %107 = getelementptr inbounds i32, ptr addrspace(3) @_ZZ9block_sumILN6hipcub20BlockReduceAlgorithmE0EEvPKiPiE2st, i32 %12
  %108 = load i32, ptr addrspace(3) %107, align 4, !tbaa !5
  %109 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %106, i32 %108)
  %110 = select i1 %105, i32 %109, i32 0
  %111 = add nsw i32 %110, %108
  br label %112

112:                                              ; preds = %103, %102
  %113 = phi i32 [ %111, %103 ], [ %98, %102 ]
  %114 = icmp eq i32 %5, 0
  br i1 %114, label %115, label %122

115:                                              ; preds = %112
  %116 = shl i32 %3, 1
  %117 = zext i32 %116 to i64
  %118 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %117
  %119 = or disjoint i32 %116, 1
  %120 = zext i32 %119 to i64
  %121 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %120
  store i32 %42, ptr addrspace(1) %118, align 4, !tbaa !5
  store i32 %113, ptr addrspace(1) %121, align 4, !tbaa !5
  br label %122

122:                                              ; preds = %112, %115
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @cub_block_reduce_raking(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #1 {
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = shl i32 %3, 7
  %5 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %6 = add i32 %4, %5
  %7 = zext i32 %6 to i64
  %8 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %7
  %9 = load i32, ptr addrspace(1) %8, align 4, !tbaa !5
  %10 = ashr i32 %9, 12
  %11 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ9block_sumILN6hipcub20BlockReduceAlgorithmE1EEvPKiPiE2st, i32 %5
  store i32 %10, ptr addrspace(3) %11, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %12 = icmp samesign ult i32 %5, 64
  br i1 %12, label %13, label %37

13:                                               ; preds = %2
  %14 = shl nuw nsw i32 %5, 3
  %15 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ9block_sumILN6hipcub20BlockReduceAlgorithmE1EEvPKiPiE2st, i32 %14
  %16 = load <2 x i32>, ptr addrspace(3) %15, align 8, !tbaa !5
  %17 = extractelement <2 x i32> %16, i64 0
  %18 = extractelement <2 x i32> %16, i64 1
  %19 = add nsw i32 %18, %17
  %20 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %19, i32 177, i32 15, i32 15, i1 false)
  %21 = add nsw i32 %20, %19
  %22 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %21, i32 78, i32 15, i32 15, i1 false)
  %23 = add nsw i32 %21, %22
  %24 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %23, i32 276, i32 15, i32 15, i1 false)
  %25 = add nsw i32 %23, %24
  %26 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %25, i32 280, i32 15, i32 15, i1 false)
  %27 = add nsw i32 %25, %26
  %28 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %27, i32 322, i32 15, i32 15, i1 false)
  %29 = add nsw i32 %27, %28
  %30 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %29, i32 323, i32 15, i32 15, i1 false)
  %31 = add nsw i32 %29, %30
  %32 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %33 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %32)
  %34 = shl i32 %33, 2
  %35 = or i32 %34, 252
  %36 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %35, i32 %31)
  br label %37

37:                                               ; preds = %13, %2
  %38 = phi i32 [ %36, %13 ], [ %10, %2 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %39 = icmp samesign ult i32 %5, 77
  br i1 %39, label %40, label %41

40:                                               ; preds = %37
  store i32 %10, ptr addrspace(3) %11, align 4, !tbaa !5
  br label %41

41:                                               ; preds = %40, %37
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %42 = icmp samesign ult i32 %5, 39
  br i1 %42, label %43, label %110

43:                                               ; preds = %41
  %44 = shl nuw nsw i32 %5, 1
  %45 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ9block_sumILN6hipcub20BlockReduceAlgorithmE1EEvPKiPiE2st, i32 %44
  %46 = load i32, ptr addrspace(3) %45, align 8, !tbaa !5
  %47 = or disjoint i32 %44, 1
  %48 = icmp samesign ult i32 %47, 77
  br i1 %48, label %49, label %53

49:                                               ; preds = %43
  %50 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ9block_sumILN6hipcub20BlockReduceAlgorithmE1EEvPKiPiE2st, i32 %47
  %51 = load i32, ptr addrspace(3) %50, align 4, !tbaa !5
  %52 = add nsw i32 %51, %46
  br label %53

53:                                               ; preds = %49, %43
  %54 = phi i32 [ %52, %49 ], [ %46, %43 ]
  %55 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %56 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %55)
  %57 = and i32 %56, 63
  %58 = icmp ne i32 %57, 63
  %59 = zext i1 %58 to i32
  %60 = add i32 %56, %59
  %61 = shl i32 %60, 2
  %62 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %61, i32 %54)
  %63 = add i32 %56, 1
  %64 = icmp ult i32 %63, 39
  %65 = select i1 %64, i32 %62, i32 0
  %66 = add nsw i32 %65, %54
  %67 = icmp samesign ult i32 %57, 62
  %68 = select i1 %67, i32 2, i32 0
  %69 = add i32 %68, %56
  %70 = shl i32 %69, 2
  %71 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %70, i32 %66)
  %72 = add i32 %56, 2
  %73 = icmp ult i32 %72, 39
  %74 = select i1 %73, i32 %71, i32 0
  %75 = add nsw i32 %66, %74
  %76 = icmp samesign ult i32 %57, 60
  %77 = select i1 %76, i32 4, i32 0
  %78 = add i32 %77, %56
  %79 = shl i32 %78, 2
  %80 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %79, i32 %75)
  %81 = add i32 %56, 4
  %82 = icmp ult i32 %81, 39
  %83 = select i1 %82, i32 %80, i32 0
  %84 = add nsw i32 %75, %83
  %85 = icmp samesign ult i32 %57, 56
  %86 = select i1 %85, i32 8, i32 0
  %87 = add i32 %86, %56
  %88 = shl i32 %87, 2
  %89 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %88, i32 %84)
  %90 = add i32 %56, 8
  %91 = icmp ult i32 %90, 39
  %92 = select i1 %91, i32 %89, i32 0
  %93 = add nsw i32 %84, %92
  %94 = icmp samesign ult i32 %57, 48
  %95 = select i1 %94, i32 16, i32 0
  %96 = add i32 %95, %56
  %97 = shl i32 %96, 2
  %98 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %97, i32 %93)
  %99 = add i32 %56, 16
  %100 = icmp ult i32 %99, 39
  %101 = select i1 %100, i32 %98, i32 0
  %102 = add nsw i32 %93, %101
  %103 = shl i32 %56, 2
  %104 = or i32 %103, 128
  %105 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %104, i32 %102)
  %106 = add i32 %56, 32
  %107 = icmp ult i32 %106, 39
  %108 = select i1 %107, i32 %105, i32 0
  %109 = add nsw i32 %102, %108
  br label %110

110:                                              ; preds = %53, %41
  %111 = phi i32 [ %109, %53 ], [ %10, %41 ]
  %112 = icmp eq i32 %5, 0
  br i1 %112, label %113, label %120

113:                                              ; preds = %110
  %114 = shl i32 %3, 1
  %115 = zext i32 %114 to i64
  %116 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %115
  %117 = or disjoint i32 %114, 1
  %118 = zext i32 %117 to i64
  %119 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %118
  store i32 %38, ptr addrspace(1) %116, align 4, !tbaa !5
  store i32 %111, ptr addrspace(1) %119, align 4, !tbaa !5
  br label %120

120:                                              ; preds = %110, %113
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @cub_block_reduce_raking_commutative(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #1 {
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = shl i32 %3, 7
  %5 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %6 = add i32 %4, %5
  %7 = zext i32 %6 to i64
  %8 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %7
  %9 = load i32, ptr addrspace(1) %8, align 4, !tbaa !5
  %10 = ashr i32 %9, 12
  %11 = icmp samesign ugt i32 %5, 63
  br i1 %11, label %12, label %14

12:                                               ; preds = %2
  %13 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ9block_sumILN6hipcub20BlockReduceAlgorithmE2EEvPKiPiE2st, i32 %5
  store i32 %10, ptr addrspace(3) %13, align 4, !tbaa !5
  br label %14

14:                                               ; preds = %12, %2
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %15 = icmp samesign ult i32 %5, 64
  br i1 %15, label %16, label %38

16:                                               ; preds = %14
  %17 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ9block_sumILN6hipcub20BlockReduceAlgorithmE2EEvPKiPiE2st, i32 %5
  %18 = getelementptr inbounds nuw i8, ptr addrspace(3) %17, i32 256
  %19 = load i32, ptr addrspace(3) %18, align 4, !tbaa !5
  %20 = add nsw i32 %19, %10
  %21 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %20, i32 177, i32 15, i32 15, i1 false)
  %22 = add nsw i32 %21, %20
  %23 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %22, i32 78, i32 15, i32 15, i1 false)
  %24 = add nsw i32 %22, %23
  %25 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %24, i32 276, i32 15, i32 15, i1 false)
  %26 = add nsw i32 %24, %25
  %27 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %26, i32 280, i32 15, i32 15, i1 false)
  %28 = add nsw i32 %26, %27
  %29 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %28, i32 322, i32 15, i32 15, i1 false)
  %30 = add nsw i32 %28, %29
  %31 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %30, i32 323, i32 15, i32 15, i1 false)
  %32 = add nsw i32 %30, %31
  %33 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %34 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %33)
  %35 = shl i32 %34, 2
  %36 = or i32 %35, 252
  %37 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %36, i32 %32)
  br label %38

38:                                               ; preds = %16, %14
  %39 = phi i32 [ %37, %16 ], [ %10, %14 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %40 = add nsw i32 %5, -64
  %41 = icmp ult i32 %40, 13
  br i1 %41, label %42, label %44

42:                                               ; preds = %38
  %43 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ9block_sumILN6hipcub20BlockReduceAlgorithmE2EEvPKiPiE2st, i32 %5
  store i32 %10, ptr addrspace(3) %43, align 4, !tbaa !5
  br label %44

44:                                               ; preds = %42, %38
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %15, label %45, label %109

45:                                               ; preds = %44
  %46 = or disjoint i32 %5, 64
  %47 = icmp samesign ult i32 %46, 77
  br i1 %47, label %48, label %52

48:                                               ; preds = %45
  %49 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ9block_sumILN6hipcub20BlockReduceAlgorithmE2EEvPKiPiE2st, i32 %46
  %50 = load i32, ptr addrspace(3) %49, align 4, !tbaa !5
  %51 = add nsw i32 %50, %10
  br label %52

52:                                               ; preds = %48, %45
  %53 = phi i32 [ %10, %45 ], [ %51, %48 ]
  %54 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %55 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %54)
  %56 = and i32 %55, 63
  %57 = icmp ne i32 %56, 63
  %58 = zext i1 %57 to i32
  %59 = add i32 %55, %58
  %60 = shl i32 %59, 2
  %61 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %60, i32 %53)
  %62 = add i32 %55, 1
  %63 = icmp ult i32 %62, 77
  %64 = select i1 %63, i32 %61, i32 0
  %65 = add nsw i32 %64, %53
  %66 = icmp samesign ult i32 %56, 62
  %67 = select i1 %66, i32 2, i32 0
  %68 = add i32 %67, %55
  %69 = shl i32 %68, 2
  %70 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %69, i32 %65)
  %71 = add i32 %55, 2
  %72 = icmp ult i32 %71, 77
  %73 = select i1 %72, i32 %70, i32 0
  %74 = add nsw i32 %65, %73
  %75 = icmp samesign ult i32 %56, 60
  %76 = select i1 %75, i32 4, i32 0
  %77 = add i32 %76, %55
  %78 = shl i32 %77, 2
  %79 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %78, i32 %74)
  %80 = add i32 %55, 4
  %81 = icmp ult i32 %80, 77
  %82 = select i1 %81, i32 %79, i32 0
  %83 = add nsw i32 %74, %82
  %84 = icmp samesign ult i32 %56, 56
  %85 = select i1 %84, i32 8, i32 0
  %86 = add i32 %85, %55
  %87 = shl i32 %86, 2
  %88 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %87, i32 %83)
  %89 = add i32 %55, 8
  %90 = icmp ult i32 %89, 77
  %91 = select i1 %90, i32 %88, i32 0
  %92 = add nsw i32 %83, %91
  %93 = icmp samesign ult i32 %56, 48
  %94 = select i1 %93, i32 16, i32 0
  %95 = add i32 %94, %55
  %96 = shl i32 %95, 2
  %97 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %96, i32 %92)
  %98 = add i32 %55, 16
  %99 = icmp ult i32 %98, 77
  %100 = select i1 %99, i32 %97, i32 0
  %101 = add nsw i32 %92, %100
  %102 = shl i32 %55, 2
  %103 = or i32 %102, 128
  %104 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %103, i32 %101)
  %105 = add i32 %55, 32
  %106 = icmp ult i32 %105, 77
  %107 = select i1 %106, i32 %104, i32 0
  %108 = add nsw i32 %101, %107
  br label %109

109:                                              ; preds = %52, %44
  %110 = phi i32 [ %108, %52 ], [ %10, %44 ]
  %111 = icmp eq i32 %5, 0
  br i1 %111, label %112, label %119

112:                                              ; preds = %109
  %113 = shl i32 %3, 1
  %114 = zext i32 %113 to i64
  %115 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %114
  %116 = or disjoint i32 %113, 1
  %117 = zext i32 %116 to i64
  %118 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %117
  store i32 %39, ptr addrspace(1) %115, align 4, !tbaa !5
  store i32 %110, ptr addrspace(1) %118, align 4, !tbaa !5
  br label %119

119:                                              ; preds = %109, %112
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @cub_block_scan_raking(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #2 {
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %5 = shl i32 %3, 8
  %6 = shl nuw nsw i32 %4, 1
  %7 = add i32 %5, %6
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %8
  %10 = load i32, ptr addrspace(1) %9, align 4, !tbaa !5
  %11 = ashr i32 %10, 12
  %12 = or disjoint i32 %7, 1
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %13
  %15 = load i32, ptr addrspace(1) %14, align 4, !tbaa !5
  %16 = ashr i32 %15, 12
  %17 = add nsw i32 %16, %11
  %18 = lshr i32 %4, 5
  %19 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ10block_scanILN6hipcub18BlockScanAlgorithmE1EEvPKiPiE2st, i32 %18
  %20 = getelementptr inbounds nuw i32, ptr addrspace(3) %19, i32 %4
  store i32 %17, ptr addrspace(3) %20, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %21 = icmp samesign ult i32 %4, 64
  br i1 %21, label %22, label %68

22:                                               ; preds = %2
  %23 = lshr i32 %4, 4
  %24 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ10block_scanILN6hipcub18BlockScanAlgorithmE1EEvPKiPiE2st, i32 %23
  %25 = getelementptr inbounds nuw i32, ptr addrspace(3) %24, i32 %6
  %26 = load i32, ptr addrspace(3) %25, align 4, !tbaa !5
  %27 = getelementptr inbounds nuw i8, ptr addrspace(3) %25, i32 4
  %28 = load i32, ptr addrspace(3) %27, align 4, !tbaa !5
  %29 = add nsw i32 %28, %26
  %30 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %31 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %30)
  %32 = and i32 %31, 15
  %33 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %29, i32 273, i32 15, i32 15, i1 false)
  %34 = icmp eq i32 %32, 0
  %35 = select i1 %34, i32 0, i32 %33
  %36 = add nsw i32 %35, %29
  %37 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %36, i32 274, i32 15, i32 15, i1 false)
  %38 = icmp samesign ugt i32 %32, 1
  %39 = select i1 %38, i32 %37, i32 0
  %40 = add nsw i32 %36, %39
  %41 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %40, i32 276, i32 15, i32 15, i1 false)
  %42 = icmp samesign ugt i32 %32, 3
  %43 = select i1 %42, i32 %41, i32 0
  %44 = add nsw i32 %40, %43
  %45 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %44, i32 280, i32 15, i32 15, i1 false)
  %46 = icmp samesign ugt i32 %32, 7
  %47 = select i1 %46, i32 %45, i32 0
  %48 = add nsw i32 %44, %47
  %49 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %48, i32 322, i32 15, i32 15, i1 false)
  %50 = and i32 %31, 16
  %51 = icmp eq i32 %50, 0
  %52 = select i1 %51, i32 0, i32 %49
  %53 = add nsw i32 %48, %52
  %54 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %53, i32 323, i32 15, i32 15, i1 false)
  %55 = icmp ugt i32 %31, 31
  %56 = select i1 %55, i32 %54, i32 0
  %57 = add nsw i32 %53, %56
  %58 = add i32 %31, -1
  %59 = and i32 %31, -64
  %60 = icmp slt i32 %58, %59
  %61 = select i1 %60, i32 %31, i32 %58
  %62 = shl i32 %61, 2
  %63 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %62, i32 %57)
  %64 = add nsw i32 %63, %26
  %65 = icmp eq i32 %4, 0
  %66 = select i1 %65, i32 %17, i32 %64
  store i32 %66, ptr addrspace(3) %25, align 4, !tbaa !5
  %67 = add nsw i32 %66, %28
  store i32 %67, ptr addrspace(3) %27, align 4, !tbaa !5
  br label %68

68:                                               ; preds = %22, %2
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %69 = icmp eq i32 %4, 0
  br i1 %69, label %78, label %70

70:                                               ; preds = %68
  %71 = add nsw i32 %4, -1
  %72 = lshr i32 %71, 5
  %73 = getelementptr i32, ptr addrspace(3) @_ZZ10block_scanILN6hipcub18BlockScanAlgorithmE1EEvPKiPiE2st, i32 %72
  %74 = getelementptr i32, ptr addrspace(3) %73, i32 %71
  %75 = load i32, ptr addrspace(3) %74, align 4, !tbaa !5
  %76 = add nsw i32 %75, %11
  %77 = add nsw i32 %76, %16
  br label %78

78:                                               ; preds = %70, %68
  %79 = phi i32 [ %17, %68 ], [ %77, %70 ]
  %80 = phi i32 [ %11, %68 ], [ %76, %70 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  store i32 %17, ptr addrspace(3) %20, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %21, label %81, label %126

81:                                               ; preds = %78
  %82 = lshr i32 %4, 4
  %83 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ10block_scanILN6hipcub18BlockScanAlgorithmE1EEvPKiPiE2st, i32 %82
  %84 = getelementptr inbounds nuw i32, ptr addrspace(3) %83, i32 %6
  %85 = load i32, ptr addrspace(3) %84, align 4, !tbaa !5
  %86 = getelementptr inbounds nuw i8, ptr addrspace(3) %84, i32 4
  %87 = load i32, ptr addrspace(3) %86, align 4, !tbaa !5
  %88 = add nsw i32 %87, %85
  %89 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %90 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %89)
  %91 = and i32 %90, 15
  %92 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %88, i32 273, i32 15, i32 15, i1 false)
  %93 = icmp eq i32 %91, 0
  %94 = select i1 %93, i32 0, i32 %92
  %95 = add nsw i32 %94, %88
  %96 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %95, i32 274, i32 15, i32 15, i1 false)
  %97 = icmp samesign ugt i32 %91, 1
  %98 = select i1 %97, i32 %96, i32 0
  %99 = add nsw i32 %95, %98
  %100 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %99, i32 276, i32 15, i32 15, i1 false)
  %101 = icmp samesign ugt i32 %91, 3
  %102 = select i1 %101, i32 %100, i32 0
  %103 = add nsw i32 %99, %102
  %104 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %103, i32 280, i32 15, i32 15, i1 false)
  %105 = icmp samesign ugt i32 %91, 7
  %106 = select i1 %105, i32 %104, i32 0
  %107 = add nsw i32 %103, %106
  %108 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %107, i32 322, i32 15, i32 15, i1 false)
  %109 = and i32 %90, 16
  %110 = icmp eq i32 %109, 0
  %111 = select i1 %110, i32 0, i32 %108
  %112 = add nsw i32 %107, %111
  %113 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %112, i32 323, i32 15, i32 15, i1 false)
  %114 = icmp ugt i32 %90, 31
  %115 = select i1 %114, i32 %113, i32 0
  %116 = add nsw i32 %112, %115
  %117 = add i32 %90, -1
  %118 = and i32 %90, -64
  %119 = icmp slt i32 %117, %118
  %120 = select i1 %119, i32 %90, i32 %117
  %121 = shl i32 %120, 2
  %122 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %121, i32 %116)
  %123 = add nsw i32 %122, %85
  %124 = select i1 %69, i32 %17, i32 %123
  store i32 %124, ptr addrspace(3) %84, align 4, !tbaa !5
  %125 = add nsw i32 %124, %87
  store i32 %125, ptr addrspace(3) %86, align 4, !tbaa !5
  br label %126

126:                                              ; preds = %81, %78
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %69, label %133, label %127

127:                                              ; preds = %126
  %128 = add nsw i32 %4, -1
  %129 = lshr i32 %128, 5
  %130 = getelementptr i32, ptr addrspace(3) @_ZZ10block_scanILN6hipcub18BlockScanAlgorithmE1EEvPKiPiE2st, i32 %129
  %131 = getelementptr i32, ptr addrspace(3) %130, i32 %128
  %132 = load i32, ptr addrspace(3) %131, align 4, !tbaa !5
  br label %133

133:                                              ; preds = %127, %126
  %134 = phi i32 [ 0, %126 ], [ %132, %127 ]
  %135 = add nsw i32 %134, %11
  %136 = load i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ10block_scanILN6hipcub18BlockScanAlgorithmE1EEvPKiPiE2st, i32 520), align 8, !tbaa !5
  %137 = shl i32 %3, 9
  %138 = shl nuw nsw i32 %4, 2
  %139 = add i32 %137, %138
  %140 = zext i32 %139 to i64
  %141 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %140
  store i32 %80, ptr addrspace(1) %141, align 4, !tbaa !5
  %142 = or disjoint i32 %139, 1
  %143 = zext i32 %142 to i64
  %144 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %143
  store i32 %134, ptr addrspace(1) %144, align 4, !tbaa !5
  %145 = or disjoint i32 %139, 2
  %146 = zext i32 %145 to i64
  %147 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %146
  store i32 %79, ptr addrspace(1) %147, align 4, !tbaa !5
  %148 = or disjoint i32 %139, 3
  %149 = zext i32 %148 to i64
  %150 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %149
  store i32 %135, ptr addrspace(1) %150, align 4, !tbaa !5
  br i1 %69, label %151, label %158

151:                                              ; preds = %133
  %152 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %153 = load i32, ptr addrspace(4) %152, align 4, !tbaa !9
  %154 = shl i32 %153, 9
  %155 = add i32 %154, %3
  %156 = zext i32 %155 to i64
  %157 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %156
  store i32 %136, ptr addrspace(1) %157, align 4, !tbaa !5
  br label %158

158:                                              ; preds = %133, %151
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @cub_block_scan_raking_memoize(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #2 {
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %5 = shl i32 %3, 8
  %6 = shl nuw nsw i32 %4, 1
  %7 = add i32 %5, %6
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %8
  %10 = load i32, ptr addrspace(1) %9, align 4, !tbaa !5
  %11 = ashr i32 %10, 12
  %12 = or disjoint i32 %7, 1
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %13
  %15 = load i32, ptr addrspace(1) %14, align 4, !tbaa !5
  %16 = ashr i32 %15, 12
  %17 = add nsw i32 %16, %11
  %18 = lshr i32 %4, 5
  %19 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ10block_scanILN6hipcub18BlockScanAlgorithmE1EEvPKiPiE2st, i32 %18
  %20 = getelementptr inbounds nuw i32, ptr addrspace(3) %19, i32 %4
  store i32 %17, ptr addrspace(3) %20, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %21 = icmp samesign ult i32 %4, 64
  br i1 %21, label %22, label %68

22:                                               ; preds = %2
  %23 = lshr i32 %4, 4
  %24 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ10block_scanILN6hipcub18BlockScanAlgorithmE1EEvPKiPiE2st, i32 %23
  %25 = getelementptr inbounds nuw i32, ptr addrspace(3) %24, i32 %6
  %26 = load i32, ptr addrspace(3) %25, align 4, !tbaa !5
  %27 = getelementptr inbounds nuw i8, ptr addrspace(3) %25, i32 4
  %28 = load i32, ptr addrspace(3) %27, align 4, !tbaa !5
  %29 = add nsw i32 %28, %26
  %30 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %31 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %30)
  %32 = and i32 %31, 15
  %33 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %29, i32 273, i32 15, i32 15, i1 false)
  %34 = icmp eq i32 %32, 0
  %35 = select i1 %34, i32 0, i32 %33
  %36 = add nsw i32 %35, %29
  %37 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %36, i32 274, i32 15, i32 15, i1 false)
  %38 = icmp samesign ugt i32 %32, 1
  %39 = select i1 %38, i32 %37, i32 0
  %40 = add nsw i32 %36, %39
  %41 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %40, i32 276, i32 15, i32 15, i1 false)
  %42 = icmp samesign ugt i32 %32, 3
  %43 = select i1 %42, i32 %41, i32 0
  %44 = add nsw i32 %40, %43
  %45 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %44, i32 280, i32 15, i32 15, i1 false)
  %46 = icmp samesign ugt i32 %32, 7
  %47 = select i1 %46, i32 %45, i32 0
  %48 = add nsw i32 %44, %47
  %49 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %48, i32 322, i32 15, i32 15, i1 false)
  %50 = and i32 %31, 16
  %51 = icmp eq i32 %50, 0
  %52 = select i1 %51, i32 0, i32 %49
  %53 = add nsw i32 %48, %52
  %54 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %53, i32 323, i32 15, i32 15, i1 false)
  %55 = icmp ugt i32 %31, 31
  %56 = select i1 %55, i32 %54, i32 0
  %57 = add nsw i32 %53, %56
  %58 = add i32 %31, -1
  %59 = and i32 %31, -64
  %60 = icmp slt i32 %58, %59
  %61 = select i1 %60, i32 %31, i32 %58
  %62 = shl i32 %61, 2
  %63 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %62, i32 %57)
  %64 = add nsw i32 %63, %26
  %65 = icmp eq i32 %4, 0
  %66 = select i1 %65, i32 %17, i32 %64
  store i32 %66, ptr addrspace(3) %25, align 4, !tbaa !5
  %67 = add nsw i32 %66, %28
  store i32 %67, ptr addrspace(3) %27, align 4, !tbaa !5
  br label %68

68:                                               ; preds = %22, %2
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %69 = icmp eq i32 %4, 0
  br i1 %69, label %78, label %70

70:                                               ; preds = %68
  %71 = add nsw i32 %4, -1
  %72 = lshr i32 %71, 5
  %73 = getelementptr i32, ptr addrspace(3) @_ZZ10block_scanILN6hipcub18BlockScanAlgorithmE1EEvPKiPiE2st, i32 %72
  %74 = getelementptr i32, ptr addrspace(3) %73, i32 %71
  %75 = load i32, ptr addrspace(3) %74, align 4, !tbaa !5
  %76 = add nsw i32 %75, %11
  %77 = add nsw i32 %76, %16
  br label %78

78:                                               ; preds = %70, %68
  %79 = phi i32 [ %17, %68 ], [ %77, %70 ]
  %80 = phi i32 [ %11, %68 ], [ %76, %70 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  store i32 %17, ptr addrspace(3) %20, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %21, label %81, label %126

81:                                               ; preds = %78
  %82 = lshr i32 %4, 4
  %83 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ10block_scanILN6hipcub18BlockScanAlgorithmE1EEvPKiPiE2st, i32 %82
  %84 = getelementptr inbounds nuw i32, ptr addrspace(3) %83, i32 %6
  %85 = load i32, ptr addrspace(3) %84, align 4, !tbaa !5
  %86 = getelementptr inbounds nuw i8, ptr addrspace(3) %84, i32 4
  %87 = load i32, ptr addrspace(3) %86, align 4, !tbaa !5
  %88 = add nsw i32 %87, %85
  %89 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %90 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %89)
  %91 = and i32 %90, 15
  %92 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %88, i32 273, i32 15, i32 15, i1 false)
  %93 = icmp eq i32 %91, 0
  %94 = select i1 %93, i32 0, i32 %92
  %95 = add nsw i32 %94, %88
  %96 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %95, i32 274, i32 15, i32 15, i1 false)
  %97 = icmp samesign ugt i32 %91, 1
  %98 = select i1 %97, i32 %96, i32 0
  %99 = add nsw i32 %95, %98
  %100 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %99, i32 276, i32 15, i32 15, i1 false)
  %101 = icmp samesign ugt i32 %91, 3
  %102 = select i1 %101, i32 %100, i32 0
  %103 = add nsw i32 %99, %102
  %104 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %103, i32 280, i32 15, i32 15, i1 false)
  %105 = icmp samesign ugt i32 %91, 7
  %106 = select i1 %105, i32 %104, i32 0
  %107 = add nsw i32 %103, %106
  %108 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %107, i32 322, i32 15, i32 15, i1 false)
  %109 = and i32 %90, 16
  %110 = icmp eq i32 %109, 0
  %111 = select i1 %110, i32 0, i32 %108
  %112 = add nsw i32 %107, %111
  %113 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %112, i32 323, i32 15, i32 15, i1 false)
  %114 = icmp ugt i32 %90, 31
  %115 = select i1 %114, i32 %113, i32 0
  %116 = add nsw i32 %112, %115
  %117 = add i32 %90, -1
  %118 = and i32 %90, -64
  %119 = icmp slt i32 %117, %118
  %120 = select i1 %119, i32 %90, i32 %117
  %121 = shl i32 %120, 2
  %122 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %121, i32 %116)
  %123 = add nsw i32 %122, %85
  %124 = select i1 %69, i32 %17, i32 %123
  store i32 %124, ptr addrspace(3) %84, align 4, !tbaa !5
  %125 = add nsw i32 %124, %87
  store i32 %125, ptr addrspace(3) %86, align 4, !tbaa !5
  br label %126

126:                                              ; preds = %81, %78
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %69, label %133, label %127

127:                                              ; preds = %126
  %128 = add nsw i32 %4, -1
  %129 = lshr i32 %128, 5
  %130 = getelementptr i32, ptr addrspace(3) @_ZZ10block_scanILN6hipcub18BlockScanAlgorithmE1EEvPKiPiE2st, i32 %129
  %131 = getelementptr i32, ptr addrspace(3) %130, i32 %128
  %132 = load i32, ptr addrspace(3) %131, align 4, !tbaa !5
  br label %133

133:                                              ; preds = %127, %126
  %134 = phi i32 [ 0, %126 ], [ %132, %127 ]
  %135 = add nsw i32 %134, %11
  %136 = load i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ10block_scanILN6hipcub18BlockScanAlgorithmE1EEvPKiPiE2st, i32 520), align 8, !tbaa !5
  %137 = shl i32 %3, 9
  %138 = shl nuw nsw i32 %4, 2
  %139 = add i32 %137, %138
  %140 = zext i32 %139 to i64
  %141 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %140
  store i32 %80, ptr addrspace(1) %141, align 4, !tbaa !5
  %142 = or disjoint i32 %139, 1
  %143 = zext i32 %142 to i64
  %144 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %143
  store i32 %134, ptr addrspace(1) %144, align 4, !tbaa !5
  %145 = or disjoint i32 %139, 2
  %146 = zext i32 %145 to i64
  %147 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %146
  store i32 %79, ptr addrspace(1) %147, align 4, !tbaa !5
  %148 = or disjoint i32 %139, 3
  %149 = zext i32 %148 to i64
  %150 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %149
  store i32 %135, ptr addrspace(1) %150, align 4, !tbaa !5
  br i1 %69, label %151, label %158

151:                                              ; preds = %133
  %152 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %153 = load i32, ptr addrspace(4) %152, align 4, !tbaa !9
  %154 = shl i32 %153, 9
  %155 = add i32 %154, %3
  %156 = zext i32 %155 to i64
  %157 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %156
  store i32 %136, ptr addrspace(1) %157, align 4, !tbaa !5
  br label %158

158:                                              ; preds = %133, %151
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @cub_block_scan_warp_scans(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #2 {
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %5 = shl i32 %3, 8
  %6 = shl nuw nsw i32 %4, 1
  %7 = add i32 %5, %6
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %8
  %10 = load i32, ptr addrspace(1) %9, align 4, !tbaa !5
  %11 = ashr i32 %10, 12
  %12 = or disjoint i32 %7, 1
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %13
  %15 = load i32, ptr addrspace(1) %14, align 4, !tbaa !5
  %16 = ashr i32 %15, 12
  %17 = add nsw i32 %16, %11
  %18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %19 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %18)
  %20 = and i32 %19, 15
  %21 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %17, i32 273, i32 15, i32 15, i1 false)
  %22 = icmp eq i32 %20, 0
  %23 = select i1 %22, i32 0, i32 %21
  %24 = add nsw i32 %23, %17
  %25 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %24, i32 274, i32 15, i32 15, i1 false)
  %26 = icmp samesign ugt i32 %20, 1
  %27 = select i1 %26, i32 %25, i32 0
  %28 = add nsw i32 %24, %27
  %29 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %28, i32 276, i32 15, i32 15, i1 false)
  %30 = icmp samesign ugt i32 %20, 3
  %31 = select i1 %30, i32 %29, i32 0
  %32 = add nsw i32 %28, %31
  %33 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %32, i32 280, i32 15, i32 15, i1 false)
  %34 = icmp samesign ugt i32 %20, 7
  %35 = select i1 %34, i32 %33, i32 0
  %36 = add nsw i32 %32, %35
  %37 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %36, i32 322, i32 15, i32 15, i1 false)
  %38 = and i32 %19, 16
  %39 = icmp eq i32 %38, 0
  %40 = select i1 %39, i32 0, i32 %37
  %41 = add nsw i32 %36, %40
  %42 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %41, i32 323, i32 15, i32 15, i1 false)
  %43 = icmp ugt i32 %19, 31
  %44 = select i1 %43, i32 %42, i32 0
  %45 = add nsw i32 %41, %44
  %46 = lshr i32 %4, 6
  %47 = and i32 %4, 960
  %48 = tail call i32 @llvm.umin.i32(i32 %47, i32 64)
  %49 = or disjoint i32 %48, 63
  %50 = icmp eq i32 %4, %49
  br i1 %50, label %51, label %53

51:                                               ; preds = %2
  %52 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ10block_scanILN6hipcub18BlockScanAlgorithmE0EEvPKiPiE2st, i32 %46
  store i32 %45, ptr addrspace(3) %52, align 4, !tbaa !5
  br label %53

53:                                               ; preds = %51, %2
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %54 = icmp samesign ult i32 %4, 2
  br i1 %54, label %55, label %63

55:                                               ; preds = %53
  %56 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ10block_scanILN6hipcub18BlockScanAlgorithmE0EEvPKiPiE2st, i32 %4
  %57 = load i32, ptr addrspace(3) %56, align 4, !tbaa !5
  %58 = and i32 %19, 1
  %59 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %57, i32 273, i32 15, i32 15, i1 false)
  %60 = icmp eq i32 %58, 0
  %61 = select i1 %60, i32 0, i32 %59
  %62 = add nsw i32 %61, %57
  store i32 %62, ptr addrspace(3) %56, align 4, !tbaa !5
  br label %63

63:                                               ; preds = %55, %53
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %64 = icmp eq i32 %46, 0
  br i1 %64, label %70, label %65

65:                                               ; preds = %63
  %66 = getelementptr i32, ptr addrspace(3) @_ZZ10block_scanILN6hipcub18BlockScanAlgorithmE0EEvPKiPiE2st, i32 %46
  %67 = getelementptr i8, ptr addrspace(3) %66, i32 -4
  %68 = load i32, ptr addrspace(3) %67, align 4, !tbaa !5
  %69 = add nsw i32 %68, %45
  br label %70

70:                                               ; preds = %65, %63
  %71 = phi i32 [ %45, %63 ], [ %69, %65 ]
  %72 = phi i32 [ undef, %63 ], [ %68, %65 ]
  %73 = add i32 %19, -1
  %74 = and i32 %19, -64
  %75 = icmp slt i32 %73, %74
  %76 = select i1 %75, i32 %19, i32 %73
  %77 = shl i32 %76, 2
  %78 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %77, i32 %71)
  %79 = icmp eq i32 %4, 0
  %80 = icmp eq i32 %19, 0
  %81 = select i1 %80, i32 %72, i32 %78
  %82 = select i1 %79, i32 0, i32 %81
  %83 = add nsw i32 %82, %11
  %84 = add nsw i32 %83, %16
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %85 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %17, i32 273, i32 15, i32 15, i1 false)
  %86 = select i1 %22, i32 0, i32 %85
  %87 = add nsw i32 %86, %17
  %88 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %87, i32 274, i32 15, i32 15, i1 false)
  %89 = select i1 %26, i32 %88, i32 0
  %90 = add nsw i32 %87, %89
  %91 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %90, i32 276, i32 15, i32 15, i1 false)
  %92 = select i1 %30, i32 %91, i32 0
  %93 = add nsw i32 %90, %92
  %94 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %93, i32 280, i32 15, i32 15, i1 false)
  %95 = select i1 %34, i32 %94, i32 0
  %96 = add nsw i32 %93, %95
  %97 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %96, i32 322, i32 15, i32 15, i1 false)
  %98 = select i1 %39, i32 0, i32 %97
  %99 = add nsw i32 %96, %98
  %100 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %99, i32 323, i32 15, i32 15, i1 false)
  %101 = select i1 %43, i32 %100, i32 0
  %102 = add nsw i32 %99, %101
  br i1 %50, label %103, label %105

103:                                              ; preds = %70
  %104 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ10block_scanILN6hipcub18BlockScanAlgorithmE0EEvPKiPiE2st, i32 %46
  store i32 %102, ptr addrspace(3) %104, align 4, !tbaa !5
  br label %105

105:                                              ; preds = %103, %70
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %54, label %106, label %114

106:                                              ; preds = %105
  %107 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ10block_scanILN6hipcub18BlockScanAlgorithmE0EEvPKiPiE2st, i32 %4
  %108 = load i32, ptr addrspace(3) %107, align 4, !tbaa !5
  %109 = and i32 %19, 1
  %110 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %108, i32 273, i32 15, i32 15, i1 false)
  %111 = icmp eq i32 %109, 0
  %112 = select i1 %111, i32 0, i32 %110
  %113 = add nsw i32 %112, %108
  store i32 %113, ptr addrspace(3) %107, align 4, !tbaa !5
  br label %114

114:                                              ; preds = %106, %105
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %64, label %119, label %115

115:                                              ; preds = %114
  %116 = getelementptr i32, ptr addrspace(3) @_ZZ10block_scanILN6hipcub18BlockScanAlgorithmE0EEvPKiPiE2st, i32 %46
  %117 = getelementptr i8, ptr addrspace(3) %116, i32 -4
  %118 = load i32, ptr addrspace(3) %117, align 4, !tbaa !5
  br label %119

119:                                              ; preds = %115, %114
  %120 = phi i32 [ 0, %114 ], [ %118, %115 ]
  %121 = add nsw i32 %120, %102
  %122 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %77, i32 %121)
  %123 = select i1 %80, i32 %120, i32 %122
  %124 = select i1 %79, i32 0, i32 %123
  %125 = add nsw i32 %124, %11
  %126 = load i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ10block_scanILN6hipcub18BlockScanAlgorithmE0EEvPKiPiE2st, i32 4), align 4, !tbaa !5
  %127 = shl i32 %3, 9
  %128 = shl nuw nsw i32 %4, 2
  %129 = add i32 %127, %128
  %130 = zext i32 %129 to i64
  %131 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %130
  store i32 %83, ptr addrspace(1) %131, align 4, !tbaa !5
  %132 = or disjoint i32 %129, 1
  %133 = zext i32 %132 to i64
  %134 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %133
  store i32 %124, ptr addrspace(1) %134, align 4, !tbaa !5
  %135 = or disjoint i32 %129, 2
  %136 = zext i32 %135 to i64
  %137 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %136
  store i32 %84, ptr addrspace(1) %137, align 4, !tbaa !5
  %138 = or disjoint i32 %129, 3
  %139 = zext i32 %138 to i64
  %140 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %139
  store i32 %125, ptr addrspace(1) %140, align 4, !tbaa !5
  br i1 %79, label %141, label %148

141:                                              ; preds = %119
  %142 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %143 = load i32, ptr addrspace(4) %142, align 4, !tbaa !9
  %144 = shl i32 %143, 9
  %145 = add i32 %144, %3
  %146 = zext i32 %145 to i64
  %147 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %146
  store i32 %126, ptr addrspace(1) %147, align 4, !tbaa !5
  br label %148

148:                                              ; preds = %119, %141
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #3

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #7

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="true" }
attributes #2 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="true" }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5, !9}
!opencl.ocl.version = !{!13}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{i32 2, i32 0}
