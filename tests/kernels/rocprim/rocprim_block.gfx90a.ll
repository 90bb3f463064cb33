; ModuleID = 'rocprim_block.hip'
source_filename = "rocprim_block.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%"struct.rocprim::detail::raw_storage" = type { [8 x i8] }
%"struct.rocprim::detail::raw_storage.0" = type { [4112 x i8] }
%"struct.rocprim::detail::raw_storage.1" = type { [4112 x i8] }
%"struct.rocprim::block_exchange<int, 128, 2>::storage_type_" = type { %"class.rocprim::uninitialized_array" }
%"class.rocprim::uninitialized_array" = type { [1056 x i8] }
%"struct.rocprim::detail::raw_storage.3" = type { [1024 x i8] }
%"struct.rocprim::detail::raw_storage.22" = type { [512 x i8] }
%"struct.rocprim::detail::raw_storage.24" = type { [512 x i8] }
%"struct.rocprim::detail::raw_storage.30" = type { [8 x i8] }
%"struct.rocprim::detail::raw_storage.40" = type { [528 x i8] }
%"struct.rocprim::detail::raw_storage.76" = type { [8200 x i8] }
%"struct.rocprim::detail::raw_storage.81" = type { [8200 x i8] }
%"struct.rocprim::detail::raw_storage.86" = type { [520 x i8] }
%"struct.rocprim::detail::raw_storage.89" = type { [4112 x i8] }

$_ZZ6reduceILN7rocprim22block_reduce_algorithmE0EEvPKiPiE2st = comdat any

$_ZZ6reduceILN7rocprim22block_reduce_algorithmE1EEvPKiPiE2st = comdat any

$_ZZ6reduceILN7rocprim22block_reduce_algorithmE2EEvPKiPiE2st = comdat any

$_ZZ4scanILN7rocprim20block_scan_algorithmE0EEvPKiPiE2st = comdat any

$_ZZ4scanILN7rocprim20block_scan_algorithmE1EEvPKiPiE2st = comdat any

$_ZZ4rankILN7rocprim26block_radix_rank_algorithmE0EEvPKjPjE2st = comdat any

$_ZZ4rankILN7rocprim26block_radix_rank_algorithmE1EEvPKjPjE2st = comdat any

$_ZZ4rankILN7rocprim26block_radix_rank_algorithmE2EEvPKjPjE2st = comdat any

$_ZZ9histogramILN7rocprim25block_histogram_algorithmE0EEvPKjPjE4hist = comdat any

$_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st = comdat any

$_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE4hist = comdat any

@_ZZ22block_reduce_max_validE2st = internal unnamed_addr addrspace(3) global %"struct.rocprim::detail::raw_storage" undef, align 8
@_ZZ21block_radix_sort_keysE2st = internal unnamed_addr addrspace(3) global %"struct.rocprim::detail::raw_storage.0" undef, align 8
@_ZZ27block_radix_sort_pairs_descE2st = internal unnamed_addr addrspace(3) global %"struct.rocprim::detail::raw_storage.1" undef, align 8
@_ZZ22block_exchange_stripedE2st = internal unnamed_addr addrspace(3) global %"struct.rocprim::block_exchange<int, 128, 2>::storage_type_" undef, align 16
@_ZZ25block_discontinuity_flagsE2st = internal unnamed_addr addrspace(3) global %"struct.rocprim::detail::raw_storage.3" undef, align 8
@_ZZ6reduceILN7rocprim22block_reduce_algorithmE0EEvPKiPiE2st = linkonce_odr hidden local_unnamed_addr addrspace(3) global %"struct.rocprim::detail::raw_storage" undef, comdat, align 8
@_ZZ6reduceILN7rocprim22block_reduce_algorithmE1EEvPKiPiE2st = linkonce_odr hidden local_unnamed_addr addrspace(3) global %"struct.rocprim::detail::raw_storage.22" undef, comdat, align 8
@_ZZ6reduceILN7rocprim22block_reduce_algorithmE2EEvPKiPiE2st = linkonce_odr hidden local_unnamed_addr addrspace(3) global %"struct.rocprim::detail::raw_storage.24" undef, comdat, align 8
@_ZZ4scanILN7rocprim20block_scan_algorithmE0EEvPKiPiE2st = linkonce_odr hidden local_unnamed_addr addrspace(3) global %"struct.rocprim::detail::raw_storage.30" undef, comdat, align 8
@_ZZ4scanILN7rocprim20block_scan_algorithmE1EEvPKiPiE2st = linkonce_odr hidden local_unnamed_addr addrspace(3) global %"struct.rocprim::detail::raw_storage.40" undef, comdat, align 8
@_ZZ4rankILN7rocprim26block_radix_rank_algorithmE0EEvPKjPjE2st = linkonce_odr hidden local_unnamed_addr addrspace(3) global %"struct.rocprim::detail::raw_storage.76" undef, comdat, align 8
@_ZZ4rankILN7rocprim26block_radix_rank_algorithmE1EEvPKjPjE2st = linkonce_odr hidden local_unnamed_addr addrspace(3) global %"struct.rocprim::detail::raw_storage.81" undef, comdat, align 8
@_ZZ4rankILN7rocprim26block_radix_rank_algorithmE2EEvPKjPjE2st = linkonce_odr hidden local_unnamed_addr addrspace(3) global %"struct.rocprim::detail::raw_storage.86" undef, comdat, align 8
@_ZZ9histogramILN7rocprim25block_histogram_algorithmE0EEvPKjPjE4hist = linkonce_odr hidden addrspace(3) global [32 x i32] undef, comdat, align 16
@_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st = linkonce_odr hidden local_unnamed_addr addrspace(3) global %"struct.rocprim::detail::raw_storage.89" undef, comdat, align 8
@_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE4hist = linkonce_odr hidden local_unnamed_addr addrspace(3) global [32 x i32] undef, comdat, align 16
@__hip_cuid_71cf99f70100d41c = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_71cf99f70100d41c to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @block_reduce_warp(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #0 {
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
  %31 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ6reduceILN7rocprim22block_reduce_algorithmE0EEvPKiPiE2st, i32 %30
  store i32 %27, ptr addrspace(3) %31, align 4, !tbaa !5
  br label %32

32:                                               ; preds = %29, %2
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %33 = icmp samesign ult i32 %5, 2
  br i1 %33, label %34, label %41

34:                                               ; preds = %32
  %35 = getelementptr inbounds i32, ptr addrspace(3) @_ZZ6reduceILN7rocprim22block_reduce_algorithmE0EEvPKiPiE2st, i32 %12
  %36 = or i32 %25, 4
  %37 = load i32, ptr addrspace(3) %35, align 4, !tbaa !5
  %38 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %37, i32 177, i32 15, i32 15, i1 false)
  %39 = add nsw i32 %38, %37
  %40 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %36, i32 %39)
  br label %41

41:                                               ; preds = %34, %32
  %42 = phi i32 [ %40, %34 ], [ %27, %32 ]
  %43 = icmp eq i32 %5, 0
  br i1 %43, label %44, label %47

44:                                               ; preds = %41
  %45 = zext i32 %3 to i64
  %46 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %45
  store i32 %42, ptr addrspace(1) %46, align 4, !tbaa !5
  br label %47

47:                                               ; preds = %41, %44
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @block_reduce_raking(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = shl i32 %3, 7
  %5 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %6 = add i32 %4, %5
  %7 = zext i32 %6 to i64
  %8 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %7
  %9 = load i32, ptr addrspace(1) %8, align 4, !tbaa !5
  %10 = ashr i32 %9, 12
  %11 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ6reduceILN7rocprim22block_reduce_algorithmE1EEvPKiPiE2st, i32 %5
  store i32 %10, ptr addrspace(3) %11, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %12 = icmp samesign ult i32 %5, 64
  br i1 %12, label %13, label %37

13:                                               ; preds = %2
  %14 = shl nuw nsw i32 %5, 3
  %15 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ6reduceILN7rocprim22block_reduce_algorithmE1EEvPKiPiE2st, i32 %14
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
  %38 = phi i32 [ %36, %13 ], [ undef, %2 ]
  %39 = icmp eq i32 %5, 0
  br i1 %39, label %40, label %43

40:                                               ; preds = %37
  %41 = zext i32 %3 to i64
  %42 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %41
  store i32 %38, ptr addrspace(1) %42, align 4, !tbaa !5
  br label %43

43:                                               ; preds = %37, %40
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @block_reduce_raking_commutative(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #0 {
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
  %13 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ6reduceILN7rocprim22block_reduce_algorithmE2EEvPKiPiE2st, i32 %5
  store i32 %10, ptr addrspace(3) %13, align 4, !tbaa !5
  br label %14

14:                                               ; preds = %12, %2
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %15 = icmp samesign ult i32 %5, 64
  br i1 %15, label %16, label %38

16:                                               ; preds = %14
  %17 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ6reduceILN7rocprim22block_reduce_algorithmE2EEvPKiPiE2st, i32 %5
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
  %39 = phi i32 [ %37, %16 ], [ undef, %14 ]
  %40 = icmp eq i32 %5, 0
  br i1 %40, label %41, label %44

41:                                               ; preds = %38
  %42 = zext i32 %3 to i64
  %43 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %42
  store i32 %39, ptr addrspace(1) %43, align 4, !tbaa !5
  br label %44

44:                                               ; preds = %38, %41
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @block_reduce_max_valid(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = shl i32 %3, 7
  %5 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %6 = add i32 %4, %5
  %7 = zext i32 %6 to i64
  %8 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %7
  %9 = load i32, ptr addrspace(1) %8, align 4, !tbaa !5
  %10 = zext i32 %3 to i64
  %11 = mul i32 %3, -30
  %12 = add i32 %11, 100
  %13 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %14 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %13)
  %15 = and i32 %5, 960
  %16 = tail call i32 @llvm.usub.sat.i32(i32 %12, i32 %15)
  %17 = and i32 %14, 63
  %18 = icmp ne i32 %17, 63
  %19 = zext i1 %18 to i32
  %20 = add i32 %14, %19
  %21 = shl i32 %20, 2
  %22 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %21, i32 %9)
  %23 = add i32 %14, 1
  %24 = icmp ult i32 %23, %16
  %25 = tail call i32 @llvm.smax.i32(i32 %9, i32 %22)
  %26 = select i1 %24, i32 %25, i32 %9
  %27 = icmp samesign ult i32 %17, 62
  %28 = select i1 %27, i32 2, i32 0
  %29 = add i32 %28, %14
  %30 = shl i32 %29, 2
  %31 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %30, i32 %26)
  %32 = add i32 %14, 2
  %33 = icmp ult i32 %32, %16
  %34 = tail call i32 @llvm.smax.i32(i32 %26, i32 %31)
  %35 = select i1 %33, i32 %34, i32 %26
  %36 = icmp samesign ult i32 %17, 60
  %37 = select i1 %36, i32 4, i32 0
  %38 = add i32 %37, %14
  %39 = shl i32 %38, 2
  %40 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %39, i32 %35)
  %41 = add i32 %14, 4
  %42 = icmp ult i32 %41, %16
  %43 = tail call i32 @llvm.smax.i32(i32 %35, i32 %40)
  %44 = select i1 %42, i32 %43, i32 %35
  %45 = icmp samesign ult i32 %17, 56
  %46 = select i1 %45, i32 8, i32 0
  %47 = add i32 %46, %14
  %48 = shl i32 %47, 2
  %49 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %48, i32 %44)
  %50 = add i32 %14, 8
  %51 = icmp ult i32 %50, %16
  %52 = tail call i32 @llvm.smax.i32(i32 %44, i32 %49)
  %53 = select i1 %51, i32 %52, i32 %44
  %54 = icmp samesign ult i32 %17, 48
  %55 = select i1 %54, i32 16, i32 0
  %56 = add i32 %55, %14
  %57 = shl i32 %56, 2
  %58 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %57, i32 %53)
  %59 = add i32 %14, 16
  %60 = icmp ult i32 %59, %16
  %61 = tail call i32 @llvm.smax.i32(i32 %53, i32 %58)
  %62 = select i1 %60, i32 %61, i32 %53
  %63 = shl i32 %14, 2
  %64 = or i32 %63, 128
  %65 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %64, i32 %62)
  %66 = add i32 %14, 32
  %67 = icmp ult i32 %66, %16
  %68 = tail call i32 @llvm.smax.i32(i32 %62, i32 %65)
  %69 = select i1 %67, i32 %68, i32 %62
  %70 = icmp eq i32 %14, 0
  br i1 %70, label %71, label %74

71:                                               ; preds = %2
  %72 = lshr i32 %5, 6
  %73 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ22block_reduce_max_validE2st, i32 %72
  store i32 %69, ptr addrspace(3) %73, align 4, !tbaa !5
  br label %74

74:                                               ; preds = %71, %2
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %75 = icmp samesign ult i32 %5, 2
  br i1 %75, label %76, label %88

76:                                               ; preds = %74
  %77 = and i32 %14, 1
  %78 = add nuw nsw i32 %77, 1
  %79 = add i32 %11, 163
  %80 = lshr i32 %79, 6
  %81 = icmp samesign ult i32 %78, %80
  %82 = or i32 %63, 4
  %83 = getelementptr inbounds i32, ptr addrspace(3) @_ZZ22block_reduce_max_validE2st, i32 %14
  %84 = load i32, ptr addrspace(3) %83, align 4, !tbaa !5
  %85 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %82, i32 %84)
  %86 = tail call i32 @llvm.smax.i32(i32 %84, i32 %85)
  %87 = select i1 %81, i32 %86, i32 %84
  br label %88

88:                                               ; preds = %74, %76
  %89 = phi i32 [ %87, %76 ], [ %69, %74 ]
  %90 = icmp eq i32 %5, 0
  br i1 %90, label %91, label %93

91:                                               ; preds = %88
  %92 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %10
  store i32 %89, ptr addrspace(1) %92, align 4, !tbaa !5
  br label %93

93:                                               ; preds = %91, %88
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @block_scan_warp(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #1 {
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %5 = shl i32 %3, 8
  %6 = shl nuw nsw i32 %4, 1
  %7 = add i32 %5, %6
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %8
  %10 = load i32, ptr addrspace(1) %9, align 4, !tbaa !5
  %11 = or disjoint i32 %7, 1
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !5
  %15 = ashr i32 %10, 12
  %16 = ashr i32 %14, 12
  %17 = add nsw i32 %16, %15
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
  %52 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ4scanILN7rocprim20block_scan_algorithmE0EEvPKiPiE2st, i32 %46
  store i32 %45, ptr addrspace(3) %52, align 4, !tbaa !5
  br label %53

53:                                               ; preds = %51, %2
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %54 = icmp samesign ult i32 %4, 2
  br i1 %54, label %55, label %63

55:                                               ; preds = %53
  %56 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ4scanILN7rocprim20block_scan_algorithmE0EEvPKiPiE2st, i32 %4
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
  %66 = getelementptr i32, ptr addrspace(3) @_ZZ4scanILN7rocprim20block_scan_algorithmE0EEvPKiPiE2st, i32 %46
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
  %83 = add nsw i32 %82, %15
  %84 = add nsw i32 %83, %16
  %85 = load i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ4scanILN7rocprim20block_scan_algorithmE0EEvPKiPiE2st, i32 4), align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %86 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %17, i32 273, i32 15, i32 15, i1 false)
  %87 = select i1 %22, i32 0, i32 %86
  %88 = add nsw i32 %87, %17
  %89 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %88, i32 274, i32 15, i32 15, i1 false)
  %90 = select i1 %26, i32 %89, i32 0
  %91 = add nsw i32 %88, %90
  %92 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %91, i32 276, i32 15, i32 15, i1 false)
  %93 = select i1 %30, i32 %92, i32 0
  %94 = add nsw i32 %91, %93
  %95 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %94, i32 280, i32 15, i32 15, i1 false)
  %96 = select i1 %34, i32 %95, i32 0
  %97 = add nsw i32 %94, %96
  %98 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %97, i32 322, i32 15, i32 15, i1 false)
  %99 = select i1 %39, i32 0, i32 %98
  %100 = add nsw i32 %97, %99
  %101 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %100, i32 323, i32 15, i32 15, i1 false)
  %102 = select i1 %43, i32 %101, i32 0
  %103 = add nsw i32 %100, %102
  br i1 %50, label %104, label %106

104:                                              ; preds = %70
  %105 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ4scanILN7rocprim20block_scan_algorithmE0EEvPKiPiE2st, i32 %46
  store i32 %103, ptr addrspace(3) %105, align 4, !tbaa !5
  br label %106

106:                                              ; preds = %104, %70
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %54, label %107, label %115

107:                                              ; preds = %106
  %108 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ4scanILN7rocprim20block_scan_algorithmE0EEvPKiPiE2st, i32 %4
  %109 = load i32, ptr addrspace(3) %108, align 4, !tbaa !5
  %110 = and i32 %19, 1
  %111 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %109, i32 273, i32 15, i32 15, i1 false)
  %112 = icmp eq i32 %110, 0
  %113 = select i1 %112, i32 0, i32 %111
  %114 = add nsw i32 %113, %109
  store i32 %114, ptr addrspace(3) %108, align 4, !tbaa !5
  br label %115

115:                                              ; preds = %107, %106
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %64, label %121, label %116

116:                                              ; preds = %115
  %117 = getelementptr i32, ptr addrspace(3) @_ZZ4scanILN7rocprim20block_scan_algorithmE0EEvPKiPiE2st, i32 %46
  %118 = getelementptr i8, ptr addrspace(3) %117, i32 -4
  %119 = load i32, ptr addrspace(3) %118, align 4, !tbaa !5
  %120 = add nsw i32 %119, 5
  br label %121

121:                                              ; preds = %116, %115
  %122 = phi i32 [ 5, %115 ], [ %120, %116 ]
  %123 = add nsw i32 %122, %103
  %124 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %77, i32 %123)
  %125 = select i1 %80, i32 %122, i32 %124
  %126 = select i1 %79, i32 5, i32 %125
  %127 = add nsw i32 %126, %15
  %128 = shl i32 %3, 9
  %129 = shl nuw nsw i32 %4, 2
  %130 = add i32 %128, %129
  %131 = zext i32 %130 to i64
  %132 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %131
  store i32 %83, ptr addrspace(1) %132, align 4, !tbaa !5
  %133 = or disjoint i32 %130, 1
  %134 = zext i32 %133 to i64
  %135 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %134
  store i32 %126, ptr addrspace(1) %135, align 4, !tbaa !5
  %136 = or disjoint i32 %130, 2
  %137 = zext i32 %136 to i64
  %138 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %137
  store i32 %84, ptr addrspace(1) %138, align 4, !tbaa !5
  %139 = or disjoint i32 %130, 3
  %140 = zext i32 %139 to i64
  %141 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %140
  store i32 %127, ptr addrspace(1) %141, align 4, !tbaa !5
  br i1 %79, label %142, label %149

142:                                              ; preds = %121
  %143 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %144 = load i32, ptr addrspace(4) %143, align 4, !tbaa !9
  %145 = shl i32 %144, 9
  %146 = add i32 %145, %3
  %147 = zext i32 %146 to i64
  %148 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %147
  store i32 %85, ptr addrspace(1) %148, align 4, !tbaa !5
  br label %149

149:                                              ; preds = %121, %142
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @block_scan_reduce_then_scan(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #1 {
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %5 = shl i32 %3, 8
  %6 = shl nuw nsw i32 %4, 1
  %7 = add i32 %5, %6
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %8
  %10 = load i32, ptr addrspace(1) %9, align 4, !tbaa !5
  %11 = or disjoint i32 %7, 1
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !5
  %15 = ashr i32 %10, 12
  %16 = ashr i32 %14, 12
  %17 = add nsw i32 %16, %15
  %18 = lshr i32 %4, 5
  %19 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ4scanILN7rocprim20block_scan_algorithmE1EEvPKiPiE2st, i32 %18
  %20 = getelementptr inbounds nuw i32, ptr addrspace(3) %19, i32 %4
  store i32 %17, ptr addrspace(3) %20, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %21 = icmp samesign ult i32 %4, 64
  br i1 %21, label %22, label %69

22:                                               ; preds = %2
  %23 = lshr i32 %4, 4
  %24 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ4scanILN7rocprim20block_scan_algorithmE1EEvPKiPiE2st, i32 %23
  %25 = shl nuw nsw i32 %4, 3
  %26 = getelementptr inbounds nuw i8, ptr addrspace(3) %24, i32 %25
  %27 = load i32, ptr addrspace(3) %26, align 4, !tbaa !5
  %28 = getelementptr inbounds nuw i8, ptr addrspace(3) %26, i32 4
  %29 = load i32, ptr addrspace(3) %28, align 4, !tbaa !5
  %30 = add nsw i32 %29, %27
  %31 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %32 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %31)
  %33 = and i32 %32, 15
  %34 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %30, i32 273, i32 15, i32 15, i1 false)
  %35 = icmp eq i32 %33, 0
  %36 = select i1 %35, i32 0, i32 %34
  %37 = add nsw i32 %36, %30
  %38 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %37, i32 274, i32 15, i32 15, i1 false)
  %39 = icmp samesign ugt i32 %33, 1
  %40 = select i1 %39, i32 %38, i32 0
  %41 = add nsw i32 %37, %40
  %42 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %41, i32 276, i32 15, i32 15, i1 false)
  %43 = icmp samesign ugt i32 %33, 3
  %44 = select i1 %43, i32 %42, i32 0
  %45 = add nsw i32 %41, %44
  %46 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %45, i32 280, i32 15, i32 15, i1 false)
  %47 = icmp samesign ugt i32 %33, 7
  %48 = select i1 %47, i32 %46, i32 0
  %49 = add nsw i32 %45, %48
  %50 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %49, i32 322, i32 15, i32 15, i1 false)
  %51 = and i32 %32, 16
  %52 = icmp eq i32 %51, 0
  %53 = select i1 %52, i32 0, i32 %50
  %54 = add nsw i32 %49, %53
  %55 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %54, i32 323, i32 15, i32 15, i1 false)
  %56 = icmp ugt i32 %32, 31
  %57 = select i1 %56, i32 %55, i32 0
  %58 = add nsw i32 %54, %57
  %59 = add i32 %32, -1
  %60 = and i32 %32, -64
  %61 = icmp slt i32 %59, %60
  %62 = select i1 %61, i32 %32, i32 %59
  %63 = shl i32 %62, 2
  %64 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %63, i32 %58)
  %65 = add nsw i32 %64, %27
  %66 = icmp eq i32 %4, 0
  %67 = select i1 %66, i32 %17, i32 %65
  store i32 %67, ptr addrspace(3) %26, align 4, !tbaa !5
  %68 = add nsw i32 %67, %29
  store i32 %68, ptr addrspace(3) %28, align 4, !tbaa !5
  br label %69

69:                                               ; preds = %22, %2
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %70 = icmp eq i32 %4, 0
  br i1 %70, label %79, label %71

71:                                               ; preds = %69
  %72 = add nsw i32 %4, -1
  %73 = lshr i32 %72, 5
  %74 = getelementptr i32, ptr addrspace(3) @_ZZ4scanILN7rocprim20block_scan_algorithmE1EEvPKiPiE2st, i32 %73
  %75 = getelementptr i32, ptr addrspace(3) %74, i32 %72
  %76 = load i32, ptr addrspace(3) %75, align 4, !tbaa !5
  %77 = add nsw i32 %76, %15
  %78 = add nsw i32 %77, %16
  br label %79

79:                                               ; preds = %71, %69
  %80 = phi i32 [ %17, %69 ], [ %78, %71 ]
  %81 = phi i32 [ %15, %69 ], [ %77, %71 ]
  %82 = load i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ4scanILN7rocprim20block_scan_algorithmE1EEvPKiPiE2st, i32 520), align 8, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  store i32 %17, ptr addrspace(3) %20, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %21, label %83, label %129

83:                                               ; preds = %79
  %84 = lshr i32 %4, 4
  %85 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ4scanILN7rocprim20block_scan_algorithmE1EEvPKiPiE2st, i32 %84
  %86 = shl nuw nsw i32 %4, 3
  %87 = getelementptr inbounds nuw i8, ptr addrspace(3) %85, i32 %86
  %88 = load i32, ptr addrspace(3) %87, align 4, !tbaa !5
  %89 = getelementptr inbounds nuw i8, ptr addrspace(3) %87, i32 4
  %90 = load i32, ptr addrspace(3) %89, align 4, !tbaa !5
  %91 = add nsw i32 %90, %88
  %92 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %93 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %92)
  %94 = and i32 %93, 15
  %95 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %91, i32 273, i32 15, i32 15, i1 false)
  %96 = icmp eq i32 %94, 0
  %97 = select i1 %96, i32 0, i32 %95
  %98 = add nsw i32 %97, %91
  %99 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %98, i32 274, i32 15, i32 15, i1 false)
  %100 = icmp samesign ugt i32 %94, 1
  %101 = select i1 %100, i32 %99, i32 0
  %102 = add nsw i32 %98, %101
  %103 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %102, i32 276, i32 15, i32 15, i1 false)
  %104 = icmp samesign ugt i32 %94, 3
  %105 = select i1 %104, i32 %103, i32 0
  %106 = add nsw i32 %102, %105
  %107 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %106, i32 280, i32 15, i32 15, i1 false)
  %108 = icmp samesign ugt i32 %94, 7
  %109 = select i1 %108, i32 %107, i32 0
  %110 = add nsw i32 %106, %109
  %111 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %110, i32 322, i32 15, i32 15, i1 false)
  %112 = and i32 %93, 16
  %113 = icmp eq i32 %112, 0
  %114 = select i1 %113, i32 0, i32 %111
  %115 = add nsw i32 %110, %114
  %116 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %115, i32 323, i32 15, i32 15, i1 false)
  %117 = icmp ugt i32 %93, 31
  %118 = select i1 %117, i32 %116, i32 0
  %119 = add nsw i32 %115, %118
  %120 = add i32 %93, -1
  %121 = and i32 %93, -64
  %122 = icmp slt i32 %120, %121
  %123 = select i1 %122, i32 %93, i32 %120
  %124 = shl i32 %123, 2
  %125 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %124, i32 %119)
  %126 = add nsw i32 %125, %88
  %127 = select i1 %70, i32 %17, i32 %126
  store i32 %127, ptr addrspace(3) %87, align 4, !tbaa !5
  %128 = add nsw i32 %127, %90
  store i32 %128, ptr addrspace(3) %89, align 4, !tbaa !5
  br label %129

129:                                              ; preds = %83, %79
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %70, label %137, label %130

130:                                              ; preds = %129
  %131 = add nsw i32 %4, -1
  %132 = lshr i32 %131, 5
  %133 = getelementptr i32, ptr addrspace(3) @_ZZ4scanILN7rocprim20block_scan_algorithmE1EEvPKiPiE2st, i32 %132
  %134 = getelementptr i32, ptr addrspace(3) %133, i32 %131
  %135 = load i32, ptr addrspace(3) %134, align 4, !tbaa !5
  %136 = add nsw i32 %135, 5
  br label %137

137:                                              ; preds = %130, %129
  %138 = phi i32 [ 5, %129 ], [ %136, %130 ]
  %139 = add nsw i32 %138, %15
  %140 = shl i32 %3, 9
  %141 = shl nuw nsw i32 %4, 2
  %142 = add i32 %140, %141
  %143 = zext i32 %142 to i64
  %144 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %143
  store i32 %81, ptr addrspace(1) %144, align 4, !tbaa !5
  %145 = or disjoint i32 %142, 1
  %146 = zext i32 %145 to i64
  %147 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %146
  store i32 %138, ptr addrspace(1) %147, align 4, !tbaa !5
  %148 = or disjoint i32 %142, 2
  %149 = zext i32 %148 to i64
  %150 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %149
  store i32 %80, ptr addrspace(1) %150, align 4, !tbaa !5
  %151 = or disjoint i32 %142, 3
  %152 = zext i32 %151 to i64
  %153 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %152
  store i32 %139, ptr addrspace(1) %153, align 4, !tbaa !5
  br i1 %70, label %154, label %161

154:                                              ; preds = %137
  %155 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %156 = load i32, ptr addrspace(4) %155, align 4, !tbaa !9
  %157 = shl i32 %156, 9
  %158 = add i32 %157, %3
  %159 = zext i32 %158 to i64
  %160 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %159
  store i32 %82, ptr addrspace(1) %160, align 4, !tbaa !5
  br label %161

161:                                              ; preds = %137, %154
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @block_radix_sort_keys(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #2 {
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %5 = shl i32 %3, 8
  %6 = shl nuw nsw i32 %4, 1
  %7 = add i32 %5, %6
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %8
  %10 = load <2 x i32>, ptr addrspace(1) %9, align 4, !tbaa !5
  %11 = shl nuw nsw i32 %4, 5
  %12 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ21block_radix_sort_keysE2st, i32 %11
  %13 = getelementptr inbounds nuw i8, ptr addrspace(3) %12, i32 4
  %14 = getelementptr inbounds nuw i8, ptr addrspace(3) %12, i32 8
  %15 = getelementptr inbounds nuw i8, ptr addrspace(3) %12, i32 12
  %16 = getelementptr inbounds nuw i8, ptr addrspace(3) %12, i32 16
  %17 = getelementptr inbounds nuw i8, ptr addrspace(3) %12, i32 20
  %18 = getelementptr inbounds nuw i8, ptr addrspace(3) %12, i32 24
  %19 = getelementptr inbounds nuw i8, ptr addrspace(3) %12, i32 28
  %20 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %21 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %20)
  %22 = and i32 %21, 15
  %23 = icmp eq i32 %22, 0
  %24 = icmp samesign ugt i32 %22, 1
  %25 = icmp samesign ugt i32 %22, 3
  %26 = icmp samesign ugt i32 %22, 7
  %27 = and i32 %21, 16
  %28 = icmp eq i32 %27, 0
  %29 = icmp ugt i32 %21, 31
  %30 = lshr i32 %4, 6
  %31 = and i32 %4, 960
  %32 = tail call i32 @llvm.umin.i32(i32 %31, i32 64)
  %33 = or disjoint i32 %32, 63
  %34 = icmp eq i32 %4, %33
  %35 = icmp samesign ult i32 %4, 2
  %36 = icmp eq i32 %30, 0
  %37 = add i32 %21, -1
  %38 = and i32 %21, -64
  %39 = icmp slt i32 %37, %38
  %40 = select i1 %39, i32 %21, i32 %37
  %41 = shl i32 %40, 2
  %42 = icmp eq i32 %21, 0
  %43 = lshr i32 %4, 4
  %44 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ21block_radix_sort_keysE2st, i32 %43
  %45 = shl nuw nsw i32 %4, 3
  %46 = getelementptr inbounds nuw i8, ptr addrspace(3) %44, i32 %45
  %47 = getelementptr i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ21block_radix_sort_keysE2st, i32 4096), i32 %30
  %48 = getelementptr inbounds nuw i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ21block_radix_sort_keysE2st, i32 4096), i32 %4
  %49 = and i32 %21, 1
  %50 = icmp eq i32 %49, 0
  %51 = getelementptr i8, ptr addrspace(3) %47, i32 -4
  %52 = tail call i32 @llvm.umax.i32(i32 %4, i32 896)
  %53 = add nuw nsw i32 %52, 127
  %54 = sub nsw i32 %53, %4
  %55 = lshr i32 %54, 7
  %56 = add nuw nsw i32 %55, 2
  %57 = and i32 %56, 67108862
  %58 = insertelement <2 x i32> poison, i32 %55, i64 0
  %59 = shufflevector <2 x i32> %58, <2 x i32> poison, <2 x i32> zeroinitializer
  br label %60

60:                                               ; preds = %2, %181
  %61 = phi <2 x i32> [ %179, %181 ], [ %10, %2 ]
  %62 = phi i32 [ %182, %181 ], [ 0, %2 ]
  br label %63

63:                                               ; preds = %79, %60
  %64 = phi i32 [ 0, %60 ], [ %80, %79 ]
  %65 = shl i32 %64, 7
  %66 = add i32 %4, %65
  %67 = insertelement <2 x i32> poison, i32 %64, i64 0
  %68 = shufflevector <2 x i32> %67, <2 x i32> poison, <2 x i32> zeroinitializer
  %69 = or disjoint <2 x i32> %68, <i32 0, i32 1>
  %70 = icmp ule <2 x i32> %69, %59
  %71 = extractelement <2 x i1> %70, i64 0
  br i1 %71, label %72, label %74

72:                                               ; preds = %63
  %73 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ21block_radix_sort_keysE2st, i32 %66
  store i32 0, ptr addrspace(3) %73, align 4, !tbaa !14
  br label %74

74:                                               ; preds = %72, %63
  %75 = extractelement <2 x i1> %70, i64 1
  br i1 %75, label %76, label %79

76:                                               ; preds = %74
  %77 = getelementptr i32, ptr addrspace(3) @_ZZ21block_radix_sort_keysE2st, i32 %66
  %78 = getelementptr i8, ptr addrspace(3) %77, i32 512
  store i32 0, ptr addrspace(3) %78, align 4, !tbaa !14
  br label %79

79:                                               ; preds = %76, %74
  %80 = add nuw i32 %64, 2
  %81 = icmp eq i32 %80, %57
  br i1 %81, label %82, label %63, !llvm.loop !15

82:                                               ; preds = %79
  %83 = extractelement <2 x i32> %61, i64 0
  %84 = lshr i32 %83, %62
  %85 = and i32 %84, 15
  %86 = lshr i32 %85, 3
  %87 = shl nuw nsw i32 %85, 7
  %88 = and i32 %87, 896
  %89 = add nuw nsw i32 %88, %4
  %90 = shl nuw nsw i32 %89, 2
  %91 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ21block_radix_sort_keysE2st, i32 %90
  %92 = getelementptr inbounds nuw i16, ptr addrspace(3) %91, i32 %86
  %93 = load i16, ptr addrspace(3) %92, align 2, !tbaa !18
  %94 = add i16 %93, 1
  store i16 %94, ptr addrspace(3) %92, align 2, !tbaa !18
  %95 = extractelement <2 x i32> %61, i64 1
  %96 = lshr i32 %95, %62
  %97 = and i32 %96, 15
  %98 = lshr i32 %97, 3
  %99 = shl nuw nsw i32 %97, 7
  %100 = and i32 %99, 896
  %101 = add nuw nsw i32 %100, %4
  %102 = shl nuw nsw i32 %101, 2
  %103 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ21block_radix_sort_keysE2st, i32 %102
  %104 = getelementptr inbounds nuw i16, ptr addrspace(3) %103, i32 %98
  %105 = load i16, ptr addrspace(3) %104, align 2, !tbaa !18
  %106 = add i16 %105, 1
  store i16 %106, ptr addrspace(3) %104, align 2, !tbaa !18
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %107 = load i32, ptr addrspace(3) %12, align 8, !tbaa !5
  %108 = load i32, ptr addrspace(3) %13, align 4, !tbaa !5
  %109 = load i32, ptr addrspace(3) %14, align 8, !tbaa !5
  %110 = load i32, ptr addrspace(3) %15, align 4, !tbaa !5
  %111 = load i32, ptr addrspace(3) %16, align 8, !tbaa !5
  %112 = load i32, ptr addrspace(3) %17, align 4, !tbaa !5
  %113 = load i32, ptr addrspace(3) %18, align 8, !tbaa !5
  %114 = load i32, ptr addrspace(3) %19, align 4, !tbaa !5
  %115 = add i32 %108, %107
  %116 = add i32 %115, %109
  %117 = add i32 %116, %110
  %118 = add i32 %117, %111
  %119 = add i32 %118, %112
  %120 = add i32 %119, %113
  %121 = add i32 %120, %114
  %122 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %121, i32 273, i32 15, i32 15, i1 false)
  %123 = select i1 %23, i32 0, i32 %122
  %124 = add i32 %123, %121
  %125 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %124, i32 274, i32 15, i32 15, i1 false)
  %126 = select i1 %24, i32 %125, i32 0
  %127 = add i32 %124, %126
  %128 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %127, i32 276, i32 15, i32 15, i1 false)
  %129 = select i1 %25, i32 %128, i32 0
  %130 = add i32 %127, %129
  %131 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %130, i32 280, i32 15, i32 15, i1 false)
  %132 = select i1 %26, i32 %131, i32 0
  %133 = add i32 %130, %132
  %134 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %133, i32 322, i32 15, i32 15, i1 false)
  %135 = select i1 %28, i32 0, i32 %134
  %136 = add i32 %133, %135
  %137 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %136, i32 323, i32 15, i32 15, i1 false)
  %138 = select i1 %29, i32 %137, i32 0
  %139 = add i32 %136, %138
  br i1 %34, label %140, label %141

140:                                              ; preds = %82
  store i32 %139, ptr addrspace(3) %47, align 4, !tbaa !5
  br label %141

141:                                              ; preds = %140, %82
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %35, label %142, label %147

142:                                              ; preds = %141
  %143 = load i32, ptr addrspace(3) %48, align 4, !tbaa !5
  %144 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %143, i32 273, i32 15, i32 15, i1 false)
  %145 = select i1 %50, i32 0, i32 %144
  %146 = add i32 %145, %143
  store i32 %146, ptr addrspace(3) %48, align 4, !tbaa !5
  br label %147

147:                                              ; preds = %142, %141
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %36, label %150, label %148

148:                                              ; preds = %147
  %149 = load i32, ptr addrspace(3) %51, align 4, !tbaa !5
  br label %150

150:                                              ; preds = %148, %147
  %151 = phi i32 [ 0, %147 ], [ %149, %148 ]
  %152 = add i32 %151, %139
  %153 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %41, i32 %152)
  %154 = select i1 %42, i32 %151, i32 %153
  %155 = load i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ21block_radix_sort_keysE2st, i32 4100), align 4, !tbaa !5
  %156 = shl i32 %155, 16
  %157 = add i32 %156, %154
  %158 = add i32 %157, %107
  %159 = add i32 %158, %108
  %160 = add i32 %159, %109
  %161 = add i32 %160, %110
  %162 = add i32 %161, %111
  %163 = add i32 %162, %112
  %164 = add i32 %163, %113
  store i32 %157, ptr addrspace(3) %12, align 8, !tbaa !5
  store i32 %158, ptr addrspace(3) %13, align 4, !tbaa !5
  store i32 %159, ptr addrspace(3) %14, align 8, !tbaa !5
  store i32 %160, ptr addrspace(3) %15, align 4, !tbaa !5
  store i32 %161, ptr addrspace(3) %16, align 8, !tbaa !5
  store i32 %162, ptr addrspace(3) %17, align 4, !tbaa !5
  store i32 %163, ptr addrspace(3) %18, align 8, !tbaa !5
  store i32 %164, ptr addrspace(3) %19, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %165 = zext i16 %93 to i32
  %166 = load i16, ptr addrspace(3) %92, align 2, !tbaa !18
  %167 = zext i16 %166 to i32
  %168 = add nuw nsw i32 %167, %165
  %169 = zext i16 %105 to i32
  %170 = load i16, ptr addrspace(3) %104, align 2, !tbaa !18
  %171 = zext i16 %170 to i32
  %172 = add nuw nsw i32 %171, %169
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %173 = lshr i32 %168, 5
  %174 = getelementptr i32, ptr addrspace(3) @_ZZ21block_radix_sort_keysE2st, i32 %173
  %175 = getelementptr i32, ptr addrspace(3) %174, i32 %168
  store i32 %83, ptr addrspace(3) %175, align 4, !tbaa !5
  %176 = lshr i32 %172, 5
  %177 = getelementptr i32, ptr addrspace(3) @_ZZ21block_radix_sort_keysE2st, i32 %176
  %178 = getelementptr i32, ptr addrspace(3) %177, i32 %172
  store i32 %95, ptr addrspace(3) %178, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %179 = load <2 x i32>, ptr addrspace(3) %46, align 4, !tbaa !5
  %180 = icmp samesign ult i32 %62, 28
  br i1 %180, label %181, label %183

181:                                              ; preds = %150
  %182 = add nuw nsw i32 %62, 4
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %60

183:                                              ; preds = %150
  %184 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %8
  store <2 x i32> %179, ptr addrspace(1) %184, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @block_radix_sort_pairs_desc(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #2 {
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %5 = shl i32 %3, 8
  %6 = shl nuw nsw i32 %4, 1
  %7 = add i32 %5, %6
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %8
  %10 = load <2 x i32>, ptr addrspace(1) %9, align 4, !tbaa !5
  %11 = tail call i32 @llvm.umax.i32(i32 %4, i32 896)
  %12 = add nuw nsw i32 %11, 127
  %13 = sub nsw i32 %12, %4
  %14 = lshr i32 %13, 7
  %15 = add nuw nsw i32 %14, 2
  %16 = and i32 %15, 67108862
  %17 = insertelement <2 x i32> poison, i32 %14, i64 0
  %18 = shufflevector <2 x i32> %17, <2 x i32> poison, <2 x i32> zeroinitializer
  br label %19

19:                                               ; preds = %35, %2
  %20 = phi i32 [ 0, %2 ], [ %36, %35 ]
  %21 = shl i32 %20, 7
  %22 = add i32 %4, %21
  %23 = insertelement <2 x i32> poison, i32 %20, i64 0
  %24 = shufflevector <2 x i32> %23, <2 x i32> poison, <2 x i32> zeroinitializer
  %25 = or disjoint <2 x i32> %24, <i32 0, i32 1>
  %26 = icmp ule <2 x i32> %25, %18
  %27 = extractelement <2 x i1> %26, i64 0
  br i1 %27, label %28, label %30

28:                                               ; preds = %19
  %29 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %22
  store i32 0, ptr addrspace(3) %29, align 4, !tbaa !14
  br label %30

30:                                               ; preds = %28, %19
  %31 = extractelement <2 x i1> %26, i64 1
  br i1 %31, label %32, label %35

32:                                               ; preds = %30
  %33 = getelementptr i32, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %22
  %34 = getelementptr i8, ptr addrspace(3) %33, i32 512
  store i32 0, ptr addrspace(3) %34, align 4, !tbaa !14
  br label %35

35:                                               ; preds = %32, %30
  %36 = add nuw i32 %20, 2
  %37 = icmp eq i32 %36, %16
  br i1 %37, label %38, label %19, !llvm.loop !20

38:                                               ; preds = %35
  %39 = and <2 x i32> %10, splat (i32 65535)
  %40 = or disjoint i32 %6, 1
  %41 = shl nuw nsw i32 %4, 5
  %42 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %41
  %43 = getelementptr inbounds nuw i8, ptr addrspace(3) %42, i32 4
  %44 = getelementptr inbounds nuw i8, ptr addrspace(3) %42, i32 8
  %45 = getelementptr inbounds nuw i8, ptr addrspace(3) %42, i32 12
  %46 = getelementptr inbounds nuw i8, ptr addrspace(3) %42, i32 16
  %47 = getelementptr inbounds nuw i8, ptr addrspace(3) %42, i32 20
  %48 = getelementptr inbounds nuw i8, ptr addrspace(3) %42, i32 24
  %49 = getelementptr inbounds nuw i8, ptr addrspace(3) %42, i32 28
  %50 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %51 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %50)
  %52 = and i32 %51, 15
  %53 = icmp eq i32 %52, 0
  %54 = icmp samesign ugt i32 %52, 1
  %55 = icmp samesign ugt i32 %52, 3
  %56 = icmp samesign ugt i32 %52, 7
  %57 = and i32 %51, 16
  %58 = icmp eq i32 %57, 0
  %59 = icmp ugt i32 %51, 31
  %60 = lshr i32 %4, 6
  %61 = and i32 %4, 960
  %62 = tail call i32 @llvm.umin.i32(i32 %61, i32 64)
  %63 = or disjoint i32 %62, 63
  %64 = icmp eq i32 %4, %63
  %65 = icmp samesign ult i32 %4, 2
  %66 = icmp eq i32 %60, 0
  %67 = add i32 %51, -1
  %68 = and i32 %51, -64
  %69 = icmp slt i32 %67, %68
  %70 = select i1 %69, i32 %51, i32 %67
  %71 = shl i32 %70, 2
  %72 = icmp eq i32 %51, 0
  %73 = lshr i32 %4, 4
  %74 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %73
  %75 = shl nuw nsw i32 %4, 3
  %76 = getelementptr inbounds nuw i8, ptr addrspace(3) %74, i32 %75
  %77 = getelementptr inbounds nuw i8, ptr addrspace(3) %76, i32 4
  %78 = getelementptr i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 4096), i32 %60
  %79 = getelementptr inbounds nuw i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 4096), i32 %4
  %80 = and i32 %51, 1
  %81 = icmp eq i32 %80, 0
  %82 = getelementptr i8, ptr addrspace(3) %78, i32 -4
  %83 = xor <2 x i32> %39, splat (i32 -1)
  %84 = and <2 x i32> %83, splat (i32 15)
  %85 = extractelement <2 x i32> %84, i64 0
  %86 = lshr i32 %85, 3
  %87 = shl nuw nsw <2 x i32> %84, splat (i32 7)
  %88 = and <2 x i32> %87, splat (i32 896)
  %89 = insertelement <2 x i32> poison, i32 %4, i64 0
  %90 = shufflevector <2 x i32> %89, <2 x i32> poison, <2 x i32> zeroinitializer
  %91 = add nuw nsw <2 x i32> %88, %90
  %92 = shl nuw nsw <2 x i32> %91, splat (i32 2)
  %93 = extractelement <2 x i32> %92, i64 0
  %94 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %93
  %95 = getelementptr inbounds nuw i16, ptr addrspace(3) %94, i32 %86
  %96 = load i16, ptr addrspace(3) %95, align 2, !tbaa !18
  %97 = add i16 %96, 1
  store i16 %97, ptr addrspace(3) %95, align 2, !tbaa !18
  %98 = extractelement <2 x i32> %84, i64 1
  %99 = lshr i32 %98, 3
  %100 = extractelement <2 x i32> %92, i64 1
  %101 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %100
  %102 = getelementptr inbounds nuw i16, ptr addrspace(3) %101, i32 %99
  %103 = load i16, ptr addrspace(3) %102, align 2, !tbaa !18
  %104 = add i16 %103, 1
  store i16 %104, ptr addrspace(3) %102, align 2, !tbaa !18
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %105 = load i32, ptr addrspace(3) %42, align 8, !tbaa !5
  %106 = load i32, ptr addrspace(3) %43, align 4, !tbaa !5
  %107 = load i32, ptr addrspace(3) %44, align 8, !tbaa !5
  %108 = load i32, ptr addrspace(3) %45, align 4, !tbaa !5
  %109 = load i32, ptr addrspace(3) %46, align 8, !tbaa !5
  %110 = load i32, ptr addrspace(3) %47, align 4, !tbaa !5
  %111 = load i32, ptr addrspace(3) %48, align 8, !tbaa !5
  %112 = load i32, ptr addrspace(3) %49, align 4, !tbaa !5
  %113 = add i32 %106, %105
  %114 = add i32 %113, %107
  %115 = add i32 %114, %108
  %116 = add i32 %115, %109
  %117 = add i32 %116, %110
  %118 = add i32 %117, %111
  %119 = add i32 %118, %112
  %120 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %119, i32 273, i32 15, i32 15, i1 false)
  %121 = select i1 %53, i32 0, i32 %120
  %122 = add i32 %121, %119
  %123 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %122, i32 274, i32 15, i32 15, i1 false)
  %124 = select i1 %54, i32 %123, i32 0
  %125 = add i32 %122, %124
  %126 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %125, i32 276, i32 15, i32 15, i1 false)
  %127 = select i1 %55, i32 %126, i32 0
  %128 = add i32 %125, %127
  %129 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %128, i32 280, i32 15, i32 15, i1 false)
  %130 = select i1 %56, i32 %129, i32 0
  %131 = add i32 %128, %130
  %132 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %131, i32 322, i32 15, i32 15, i1 false)
  %133 = select i1 %58, i32 0, i32 %132
  %134 = add i32 %131, %133
  %135 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %134, i32 323, i32 15, i32 15, i1 false)
  %136 = select i1 %59, i32 %135, i32 0
  %137 = add i32 %134, %136
  br i1 %64, label %138, label %139

138:                                              ; preds = %38
  store i32 %137, ptr addrspace(3) %78, align 4, !tbaa !5
  br label %139

139:                                              ; preds = %138, %38
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %65, label %140, label %145

140:                                              ; preds = %139
  %141 = load i32, ptr addrspace(3) %79, align 4, !tbaa !5
  %142 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %141, i32 273, i32 15, i32 15, i1 false)
  %143 = select i1 %81, i32 0, i32 %142
  %144 = add i32 %143, %141
  store i32 %144, ptr addrspace(3) %79, align 4, !tbaa !5
  br label %145

145:                                              ; preds = %140, %139
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %66, label %148, label %146

146:                                              ; preds = %145
  %147 = load i32, ptr addrspace(3) %82, align 4, !tbaa !5
  br label %148

148:                                              ; preds = %146, %145
  %149 = phi i32 [ 0, %145 ], [ %147, %146 ]
  %150 = add i32 %149, %137
  %151 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %71, i32 %150)
  %152 = select i1 %72, i32 %149, i32 %151
  %153 = load i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 4100), align 4, !tbaa !5
  %154 = shl i32 %153, 16
  %155 = add i32 %154, %152
  %156 = add i32 %155, %105
  %157 = add i32 %156, %106
  %158 = add i32 %157, %107
  %159 = add i32 %158, %108
  %160 = add i32 %159, %109
  %161 = add i32 %160, %110
  %162 = add i32 %161, %111
  store i32 %155, ptr addrspace(3) %42, align 8, !tbaa !5
  store i32 %156, ptr addrspace(3) %43, align 4, !tbaa !5
  store i32 %157, ptr addrspace(3) %44, align 8, !tbaa !5
  store i32 %158, ptr addrspace(3) %45, align 4, !tbaa !5
  store i32 %159, ptr addrspace(3) %46, align 8, !tbaa !5
  store i32 %160, ptr addrspace(3) %47, align 4, !tbaa !5
  store i32 %161, ptr addrspace(3) %48, align 8, !tbaa !5
  store i32 %162, ptr addrspace(3) %49, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %163 = zext i16 %96 to i32
  %164 = load i16, ptr addrspace(3) %95, align 2, !tbaa !18
  %165 = zext i16 %164 to i32
  %166 = add nuw nsw i32 %165, %163
  %167 = zext i16 %103 to i32
  %168 = load i16, ptr addrspace(3) %102, align 2, !tbaa !18
  %169 = zext i16 %168 to i32
  %170 = add nuw nsw i32 %169, %167
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %171 = lshr i32 %166, 5
  %172 = getelementptr i32, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %171
  %173 = getelementptr i32, ptr addrspace(3) %172, i32 %166
  %174 = extractelement <2 x i32> %83, i64 0
  store i32 %174, ptr addrspace(3) %173, align 4, !tbaa !5
  %175 = lshr i32 %170, 5
  %176 = getelementptr i32, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %175
  %177 = getelementptr i32, ptr addrspace(3) %176, i32 %170
  %178 = extractelement <2 x i32> %83, i64 1
  store i32 %178, ptr addrspace(3) %177, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %179 = load <2 x i32>, ptr addrspace(3) %76, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  store i32 %6, ptr addrspace(3) %173, align 4, !tbaa !5
  store i32 %40, ptr addrspace(3) %177, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %180 = load i32, ptr addrspace(3) %76, align 4, !tbaa !5
  %181 = load i32, ptr addrspace(3) %77, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %182 = tail call i32 @llvm.umax.i32(i32 %4, i32 896)
  %183 = add nuw nsw i32 %182, 127
  %184 = sub nsw i32 %183, %4
  %185 = lshr i32 %184, 7
  %186 = add nuw nsw i32 %185, 2
  %187 = and i32 %186, 67108862
  %188 = insertelement <2 x i32> poison, i32 %185, i64 0
  %189 = shufflevector <2 x i32> %188, <2 x i32> poison, <2 x i32> zeroinitializer
  br label %190

190:                                              ; preds = %206, %148
  %191 = phi i32 [ 0, %148 ], [ %207, %206 ]
  %192 = shl i32 %191, 7
  %193 = add i32 %4, %192
  %194 = insertelement <2 x i32> poison, i32 %191, i64 0
  %195 = shufflevector <2 x i32> %194, <2 x i32> poison, <2 x i32> zeroinitializer
  %196 = or disjoint <2 x i32> %195, <i32 0, i32 1>
  %197 = icmp ule <2 x i32> %196, %189
  %198 = extractelement <2 x i1> %197, i64 0
  br i1 %198, label %199, label %201

199:                                              ; preds = %190
  %200 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %193
  store i32 0, ptr addrspace(3) %200, align 4, !tbaa !14
  br label %201

201:                                              ; preds = %199, %190
  %202 = extractelement <2 x i1> %197, i64 1
  br i1 %202, label %203, label %206

203:                                              ; preds = %201
  %204 = getelementptr i32, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %193
  %205 = getelementptr i8, ptr addrspace(3) %204, i32 512
  store i32 0, ptr addrspace(3) %205, align 4, !tbaa !14
  br label %206

206:                                              ; preds = %203, %201
  %207 = add nuw i32 %191, 2
  %208 = icmp eq i32 %207, %187
  br i1 %208, label %209, label %190, !llvm.loop !21

209:                                              ; preds = %206
  %210 = lshr <2 x i32> %179, splat (i32 4)
  %211 = and <2 x i32> %210, splat (i32 15)
  %212 = extractelement <2 x i32> %211, i64 0
  %213 = lshr i32 %212, 3
  %214 = shl nuw nsw <2 x i32> %211, splat (i32 7)
  %215 = and <2 x i32> %214, splat (i32 896)
  %216 = add nuw nsw <2 x i32> %215, %90
  %217 = shl nuw nsw <2 x i32> %216, splat (i32 2)
  %218 = extractelement <2 x i32> %217, i64 0
  %219 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %218
  %220 = getelementptr inbounds nuw i16, ptr addrspace(3) %219, i32 %213
  %221 = load i16, ptr addrspace(3) %220, align 2, !tbaa !18
  %222 = add i16 %221, 1
  store i16 %222, ptr addrspace(3) %220, align 2, !tbaa !18
  %223 = extractelement <2 x i32> %211, i64 1
  %224 = lshr i32 %223, 3
  %225 = extractelement <2 x i32> %217, i64 1
  %226 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %225
  %227 = getelementptr inbounds nuw i16, ptr addrspace(3) %226, i32 %224
  %228 = load i16, ptr addrspace(3) %227, align 2, !tbaa !18
  %229 = add i16 %228, 1
  store i16 %229, ptr addrspace(3) %227, align 2, !tbaa !18
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %230 = load i32, ptr addrspace(3) %42, align 8, !tbaa !5
  %231 = load i32, ptr addrspace(3) %43, align 4, !tbaa !5
  %232 = load i32, ptr addrspace(3) %44, align 8, !tbaa !5
  %233 = load i32, ptr addrspace(3) %45, align 4, !tbaa !5
  %234 = load i32, ptr addrspace(3) %46, align 8, !tbaa !5
  %235 = load i32, ptr addrspace(3) %47, align 4, !tbaa !5
  %236 = load i32, ptr addrspace(3) %48, align 8, !tbaa !5
  %237 = load i32, ptr addrspace(3) %49, align 4, !tbaa !5
  %238 = add i32 %231, %230
  %239 = add i32 %238, %232
  %240 = add i32 %239, %233
  %241 = add i32 %240, %234
  %242 = add i32 %241, %235
  %243 = add i32 %242, %236
  %244 = add i32 %243, %237
  %245 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %244, i32 273, i32 15, i32 15, i1 false)
  %246 = select i1 %53, i32 0, i32 %245
  %247 = add i32 %246, %244
  %248 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %247, i32 274, i32 15, i32 15, i1 false)
  %249 = select i1 %54, i32 %248, i32 0
  %250 = add i32 %247, %249
  %251 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %250, i32 276, i32 15, i32 15, i1 false)
  %252 = select i1 %55, i32 %251, i32 0
  %253 = add i32 %250, %252
  %254 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %253, i32 280, i32 15, i32 15, i1 false)
  %255 = select i1 %56, i32 %254, i32 0
  %256 = add i32 %253, %255
  %257 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %256, i32 322, i32 15, i32 15, i1 false)
  %258 = select i1 %58, i32 0, i32 %257
  %259 = add i32 %256, %258
  %260 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %259, i32 323, i32 15, i32 15, i1 false)
  %261 = select i1 %59, i32 %260, i32 0
  %262 = add i32 %259, %261
  br i1 %64, label %263, label %264

263:                                              ; preds = %209
  store i32 %262, ptr addrspace(3) %78, align 4, !tbaa !5
  br label %264

264:                                              ; preds = %263, %209
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %65, label %265, label %270

265:                                              ; preds = %264
  %266 = load i32, ptr addrspace(3) %79, align 4, !tbaa !5
  %267 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %266, i32 273, i32 15, i32 15, i1 false)
  %268 = select i1 %81, i32 0, i32 %267
  %269 = add i32 %268, %266
  store i32 %269, ptr addrspace(3) %79, align 4, !tbaa !5
  br label %270

270:                                              ; preds = %265, %264
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %66, label %273, label %271

271:                                              ; preds = %270
  %272 = load i32, ptr addrspace(3) %82, align 4, !tbaa !5
  br label %273

273:                                              ; preds = %271, %270
  %274 = phi i32 [ 0, %270 ], [ %272, %271 ]
  %275 = add i32 %274, %262
  %276 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %71, i32 %275)
  %277 = select i1 %72, i32 %274, i32 %276
  %278 = load i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 4100), align 4, !tbaa !5
  %279 = shl i32 %278, 16
  %280 = add i32 %279, %277
  %281 = add i32 %280, %230
  %282 = add i32 %281, %231
  %283 = add i32 %282, %232
  %284 = add i32 %283, %233
  %285 = add i32 %284, %234
  %286 = add i32 %285, %235
  %287 = add i32 %286, %236
  store i32 %280, ptr addrspace(3) %42, align 8, !tbaa !5
  store i32 %281, ptr addrspace(3) %43, align 4, !tbaa !5
  store i32 %282, ptr addrspace(3) %44, align 8, !tbaa !5
  store i32 %283, ptr addrspace(3) %45, align 4, !tbaa !5
  store i32 %284, ptr addrspace(3) %46, align 8, !tbaa !5
  store i32 %285, ptr addrspace(3) %47, align 4, !tbaa !5
  store i32 %286, ptr addrspace(3) %48, align 8, !tbaa !5
  store i32 %287, ptr addrspace(3) %49, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %288 = zext i16 %221 to i32
  %289 = load i16, ptr addrspace(3) %220, align 2, !tbaa !18
  %290 = zext i16 %289 to i32
  %291 = add nuw nsw i32 %290, %288
  %292 = zext i16 %228 to i32
  %293 = load i16, ptr addrspace(3) %227, align 2, !tbaa !18
  %294 = zext i16 %293 to i32
  %295 = add nuw nsw i32 %294, %292
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %296 = lshr i32 %291, 5
  %297 = getelementptr i32, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %296
  %298 = getelementptr i32, ptr addrspace(3) %297, i32 %291
  %299 = extractelement <2 x i32> %179, i64 0
  store i32 %299, ptr addrspace(3) %298, align 4, !tbaa !5
  %300 = lshr i32 %295, 5
  %301 = getelementptr i32, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %300
  %302 = getelementptr i32, ptr addrspace(3) %301, i32 %295
  %303 = extractelement <2 x i32> %179, i64 1
  store i32 %303, ptr addrspace(3) %302, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %304 = load <2 x i32>, ptr addrspace(3) %76, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  store i32 %180, ptr addrspace(3) %298, align 4, !tbaa !5
  store i32 %181, ptr addrspace(3) %302, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %305 = load i32, ptr addrspace(3) %76, align 4, !tbaa !5
  %306 = load i32, ptr addrspace(3) %77, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %307 = tail call i32 @llvm.umax.i32(i32 %4, i32 896)
  %308 = add nuw nsw i32 %307, 127
  %309 = sub nsw i32 %308, %4
  %310 = lshr i32 %309, 7
  %311 = add nuw nsw i32 %310, 2
  %312 = and i32 %311, 67108862
  %313 = insertelement <2 x i32> poison, i32 %310, i64 0
  %314 = shufflevector <2 x i32> %313, <2 x i32> poison, <2 x i32> zeroinitializer
  br label %315

315:                                              ; preds = %331, %273
  %316 = phi i32 [ 0, %273 ], [ %332, %331 ]
  %317 = shl i32 %316, 7
  %318 = add i32 %4, %317
  %319 = insertelement <2 x i32> poison, i32 %316, i64 0
  %320 = shufflevector <2 x i32> %319, <2 x i32> poison, <2 x i32> zeroinitializer
  %321 = or disjoint <2 x i32> %320, <i32 0, i32 1>
  %322 = icmp ule <2 x i32> %321, %314
  %323 = extractelement <2 x i1> %322, i64 0
  br i1 %323, label %324, label %326

324:                                              ; preds = %315
  %325 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %318
  store i32 0, ptr addrspace(3) %325, align 4, !tbaa !14
  br label %326

326:                                              ; preds = %324, %315
  %327 = extractelement <2 x i1> %322, i64 1
  br i1 %327, label %328, label %331

328:                                              ; preds = %326
  %329 = getelementptr i32, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %318
  %330 = getelementptr i8, ptr addrspace(3) %329, i32 512
  store i32 0, ptr addrspace(3) %330, align 4, !tbaa !14
  br label %331

331:                                              ; preds = %328, %326
  %332 = add nuw i32 %316, 2
  %333 = icmp eq i32 %332, %312
  br i1 %333, label %334, label %315, !llvm.loop !22

334:                                              ; preds = %331
  %335 = extractelement <2 x i32> %304, i64 0
  %336 = lshr i32 %335, 11
  %337 = and i32 %336, 1
  %338 = lshr <2 x i32> %304, splat (i32 1)
  %339 = extractelement <2 x i32> %304, i64 1
  %340 = lshr i32 %339, 11
  %341 = and i32 %340, 1
  %342 = and <2 x i32> %338, splat (i32 896)
  %343 = add nuw nsw <2 x i32> %342, %90
  %344 = shl nuw nsw <2 x i32> %343, splat (i32 2)
  %345 = extractelement <2 x i32> %344, i64 0
  %346 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %345
  %347 = getelementptr inbounds nuw i16, ptr addrspace(3) %346, i32 %337
  %348 = load i16, ptr addrspace(3) %347, align 2, !tbaa !18
  %349 = add i16 %348, 1
  store i16 %349, ptr addrspace(3) %347, align 2, !tbaa !18
  %350 = extractelement <2 x i32> %344, i64 1
  %351 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %350
  %352 = getelementptr inbounds nuw i16, ptr addrspace(3) %351, i32 %341
  %353 = load i16, ptr addrspace(3) %352, align 2, !tbaa !18
  %354 = add i16 %353, 1
  store i16 %354, ptr addrspace(3) %352, align 2, !tbaa !18
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %355 = load i32, ptr addrspace(3) %42, align 8, !tbaa !5
  %356 = load i32, ptr addrspace(3) %43, align 4, !tbaa !5
  %357 = load i32, ptr addrspace(3) %44, align 8, !tbaa !5
  %358 = load i32, ptr addrspace(3) %45, align 4, !tbaa !5
  %359 = load i32, ptr addrspace(3) %46, align 8, !tbaa !5
  %360 = load i32, ptr addrspace(3) %47, align 4, !tbaa !5
  %361 = load i32, ptr addrspace(3) %48, align 8, !tbaa !5
  %362 = load i32, ptr addrspace(3) %49, align 4, !tbaa !5
  %363 = add i32 %356, %355
  %364 = add i32 %363, %357
  %365 = add i32 %364, %358
  %366 = add i32 %365, %359
  %367 = add i32 %366, %360
  %368 = add i32 %367, %361
  %369 = add i32 %368, %362
  %370 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %369, i32 273, i32 15, i32 15, i1 false)
  %371 = select i1 %53, i32 0, i32 %370
  %372 = add i32 %371, %369
  %373 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %372, i32 274, i32 15, i32 15, i1 false)
  %374 = select i1 %54, i32 %373, i32 0
  %375 = add i32 %372, %374
  %376 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %375, i32 276, i32 15, i32 15, i1 false)
  %377 = select i1 %55, i32 %376, i32 0
  %378 = add i32 %375, %377
  %379 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %378, i32 280, i32 15, i32 15, i1 false)
  %380 = select i1 %56, i32 %379, i32 0
  %381 = add i32 %378, %380
  %382 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %381, i32 322, i32 15, i32 15, i1 false)
  %383 = select i1 %58, i32 0, i32 %382
  %384 = add i32 %381, %383
  %385 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %384, i32 323, i32 15, i32 15, i1 false)
  %386 = select i1 %59, i32 %385, i32 0
  %387 = add i32 %384, %386
  br i1 %64, label %388, label %389

388:                                              ; preds = %334
  store i32 %387, ptr addrspace(3) %78, align 4, !tbaa !5
  br label %389

389:                                              ; preds = %388, %334
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %65, label %390, label %395

390:                                              ; preds = %389
  %391 = load i32, ptr addrspace(3) %79, align 4, !tbaa !5
  %392 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %391, i32 273, i32 15, i32 15, i1 false)
  %393 = select i1 %81, i32 0, i32 %392
  %394 = add i32 %393, %391
  store i32 %394, ptr addrspace(3) %79, align 4, !tbaa !5
  br label %395

395:                                              ; preds = %390, %389
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %66, label %398, label %396

396:                                              ; preds = %395
  %397 = load i32, ptr addrspace(3) %82, align 4, !tbaa !5
  br label %398

398:                                              ; preds = %396, %395
  %399 = phi i32 [ 0, %395 ], [ %397, %396 ]
  %400 = add i32 %399, %387
  %401 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %71, i32 %400)
  %402 = select i1 %72, i32 %399, i32 %401
  %403 = load i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 4100), align 4, !tbaa !5
  %404 = shl i32 %403, 16
  %405 = add i32 %404, %402
  %406 = add i32 %405, %355
  %407 = add i32 %406, %356
  %408 = add i32 %407, %357
  %409 = add i32 %408, %358
  %410 = add i32 %409, %359
  %411 = add i32 %410, %360
  %412 = add i32 %411, %361
  store i32 %405, ptr addrspace(3) %42, align 8, !tbaa !5
  store i32 %406, ptr addrspace(3) %43, align 4, !tbaa !5
  store i32 %407, ptr addrspace(3) %44, align 8, !tbaa !5
  store i32 %408, ptr addrspace(3) %45, align 4, !tbaa !5
  store i32 %409, ptr addrspace(3) %46, align 8, !tbaa !5
  store i32 %410, ptr addrspace(3) %47, align 4, !tbaa !5
  store i32 %411, ptr addrspace(3) %48, align 8, !tbaa !5
  store i32 %412, ptr addrspace(3) %49, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %413 = zext i16 %348 to i32
  %414 = load i16, ptr addrspace(3) %347, align 2, !tbaa !18
  %415 = zext i16 %414 to i32
  %416 = add nuw nsw i32 %415, %413
  %417 = zext i16 %353 to i32
  %418 = load i16, ptr addrspace(3) %352, align 2, !tbaa !18
  %419 = zext i16 %418 to i32
  %420 = add nuw nsw i32 %419, %417
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %421 = lshr i32 %416, 5
  %422 = getelementptr i32, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %421
  %423 = getelementptr i32, ptr addrspace(3) %422, i32 %416
  store i32 %335, ptr addrspace(3) %423, align 4, !tbaa !5
  %424 = lshr i32 %420, 5
  %425 = getelementptr i32, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %424
  %426 = getelementptr i32, ptr addrspace(3) %425, i32 %420
  store i32 %339, ptr addrspace(3) %426, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %427 = load <2 x i32>, ptr addrspace(3) %76, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  store i32 %305, ptr addrspace(3) %423, align 4, !tbaa !5
  store i32 %306, ptr addrspace(3) %426, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %428 = load i32, ptr addrspace(3) %76, align 4, !tbaa !5
  %429 = load i32, ptr addrspace(3) %77, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %430 = tail call i32 @llvm.umax.i32(i32 %4, i32 896)
  %431 = add nuw nsw i32 %430, 127
  %432 = sub nsw i32 %431, %4
  %433 = lshr i32 %432, 7
  %434 = add nuw nsw i32 %433, 2
  %435 = and i32 %434, 67108862
  %436 = insertelement <2 x i32> poison, i32 %433, i64 0
  %437 = shufflevector <2 x i32> %436, <2 x i32> poison, <2 x i32> zeroinitializer
  br label %438

438:                                              ; preds = %454, %398
  %439 = phi i32 [ 0, %398 ], [ %455, %454 ]
  %440 = shl i32 %439, 7
  %441 = add i32 %4, %440
  %442 = insertelement <2 x i32> poison, i32 %439, i64 0
  %443 = shufflevector <2 x i32> %442, <2 x i32> poison, <2 x i32> zeroinitializer
  %444 = or disjoint <2 x i32> %443, <i32 0, i32 1>
  %445 = icmp ule <2 x i32> %444, %437
  %446 = extractelement <2 x i1> %445, i64 0
  br i1 %446, label %447, label %449

447:                                              ; preds = %438
  %448 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %441
  store i32 0, ptr addrspace(3) %448, align 4, !tbaa !14
  br label %449

449:                                              ; preds = %447, %438
  %450 = extractelement <2 x i1> %445, i64 1
  br i1 %450, label %451, label %454

451:                                              ; preds = %449
  %452 = getelementptr i32, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %441
  %453 = getelementptr i8, ptr addrspace(3) %452, i32 512
  store i32 0, ptr addrspace(3) %453, align 4, !tbaa !14
  br label %454

454:                                              ; preds = %451, %449
  %455 = add nuw i32 %439, 2
  %456 = icmp eq i32 %455, %435
  br i1 %456, label %457, label %438, !llvm.loop !23

457:                                              ; preds = %454
  %458 = extractelement <2 x i32> %427, i64 0
  %459 = lshr i32 %458, 15
  %460 = and i32 %459, 1
  %461 = lshr <2 x i32> %427, splat (i32 5)
  %462 = extractelement <2 x i32> %427, i64 1
  %463 = lshr i32 %462, 15
  %464 = and i32 %463, 1
  %465 = and <2 x i32> %461, splat (i32 896)
  %466 = add nuw nsw <2 x i32> %465, %90
  %467 = shl nuw nsw <2 x i32> %466, splat (i32 2)
  %468 = extractelement <2 x i32> %467, i64 0
  %469 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %468
  %470 = getelementptr inbounds nuw i16, ptr addrspace(3) %469, i32 %460
  %471 = load i16, ptr addrspace(3) %470, align 2, !tbaa !18
  %472 = add i16 %471, 1
  store i16 %472, ptr addrspace(3) %470, align 2, !tbaa !18
  %473 = extractelement <2 x i32> %467, i64 1
  %474 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %473
  %475 = getelementptr inbounds nuw i16, ptr addrspace(3) %474, i32 %464
  %476 = load i16, ptr addrspace(3) %475, align 2, !tbaa !18
  %477 = add i16 %476, 1
  store i16 %477, ptr addrspace(3) %475, align 2, !tbaa !18
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %478 = load i32, ptr addrspace(3) %42, align 8, !tbaa !5
  %479 = load i32, ptr addrspace(3) %43, align 4, !tbaa !5
  %480 = load i32, ptr addrspace(3) %44, align 8, !tbaa !5
  %481 = load i32, ptr addrspace(3) %45, align 4, !tbaa !5
  %482 = load i32, ptr addrspace(3) %46, align 8, !tbaa !5
  %483 = load i32, ptr addrspace(3) %47, align 4, !tbaa !5
  %484 = load i32, ptr addrspace(3) %48, align 8, !tbaa !5
  %485 = load i32, ptr addrspace(3) %49, align 4, !tbaa !5
  %486 = add i32 %479, %478
  %487 = add i32 %486, %480
  %488 = add i32 %487, %481
  %489 = add i32 %488, %482
  %490 = add i32 %489, %483
  %491 = add i32 %490, %484
  %492 = add i32 %491, %485
  %493 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %492, i32 273, i32 15, i32 15, i1 false)
  %494 = select i1 %53, i32 0, i32 %493
  %495 = add i32 %494, %492
  %496 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %495, i32 274, i32 15, i32 15, i1 false)
  %497 = select i1 %54, i32 %496, i32 0
  %498 = add i32 %495, %497
  %499 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %498, i32 276, i32 15, i32 15, i1 false)
  %500 = select i1 %55, i32 %499, i32 0
  %501 = add i32 %498, %500
  %502 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %501, i32 280, i32 15, i32 15, i1 false)
  %503 = select i1 %56, i32 %502, i32 0
  %504 = add i32 %501, %503
  %505 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %504, i32 322, i32 15, i32 15, i1 false)
  %506 = select i1 %58, i32 0, i32 %505
  %507 = add i32 %504, %506
  %508 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %507, i32 323, i32 15, i32 15, i1 false)
  %509 = select i1 %59, i32 %508, i32 0
  %510 = add i32 %507, %509
  br i1 %64, label %511, label %512

511:                                              ; preds = %457
  store i32 %510, ptr addrspace(3) %78, align 4, !tbaa !5
  br label %512

512:                                              ; preds = %511, %457
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %65, label %513, label %518

513:                                              ; preds = %512
  %514 = load i32, ptr addrspace(3) %79, align 4, !tbaa !5
  %515 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %514, i32 273, i32 15, i32 15, i1 false)
  %516 = select i1 %81, i32 0, i32 %515
  %517 = add i32 %516, %514
  store i32 %517, ptr addrspace(3) %79, align 4, !tbaa !5
  br label %518

518:                                              ; preds = %513, %512
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %66, label %521, label %519

519:                                              ; preds = %518
  %520 = load i32, ptr addrspace(3) %82, align 4, !tbaa !5
  br label %521

521:                                              ; preds = %518, %519
  %522 = phi i32 [ 0, %518 ], [ %520, %519 ]
  %523 = add i32 %522, %510
  %524 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %71, i32 %523)
  %525 = select i1 %72, i32 %522, i32 %524
  %526 = load i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 4100), align 4, !tbaa !5
  %527 = shl i32 %526, 16
  %528 = add i32 %527, %525
  %529 = add i32 %528, %478
  %530 = add i32 %529, %479
  %531 = add i32 %530, %480
  %532 = add i32 %531, %481
  %533 = add i32 %532, %482
  %534 = add i32 %533, %483
  %535 = add i32 %534, %484
  store i32 %528, ptr addrspace(3) %42, align 8, !tbaa !5
  store i32 %529, ptr addrspace(3) %43, align 4, !tbaa !5
  store i32 %530, ptr addrspace(3) %44, align 8, !tbaa !5
  store i32 %531, ptr addrspace(3) %45, align 4, !tbaa !5
  store i32 %532, ptr addrspace(3) %46, align 8, !tbaa !5
  store i32 %533, ptr addrspace(3) %47, align 4, !tbaa !5
  store i32 %534, ptr addrspace(3) %48, align 8, !tbaa !5
  store i32 %535, ptr addrspace(3) %49, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %536 = zext i16 %471 to i32
  %537 = load i16, ptr addrspace(3) %470, align 2, !tbaa !18
  %538 = zext i16 %537 to i32
  %539 = add nuw nsw i32 %538, %536
  %540 = zext i16 %476 to i32
  %541 = load i16, ptr addrspace(3) %475, align 2, !tbaa !18
  %542 = zext i16 %541 to i32
  %543 = add nuw nsw i32 %542, %540
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %544 = lshr i32 %539, 5
  %545 = getelementptr i32, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %544
  %546 = getelementptr i32, ptr addrspace(3) %545, i32 %539
  store i32 %458, ptr addrspace(3) %546, align 4, !tbaa !5
  %547 = lshr i32 %543, 5
  %548 = getelementptr i32, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %547
  %549 = getelementptr i32, ptr addrspace(3) %548, i32 %543
  store i32 %462, ptr addrspace(3) %549, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %550 = load i32, ptr addrspace(3) %76, align 4, !tbaa !5
  %551 = load i32, ptr addrspace(3) %77, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  store i32 %428, ptr addrspace(3) %546, align 4, !tbaa !5
  store i32 %429, ptr addrspace(3) %549, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %552 = load i32, ptr addrspace(3) %76, align 4, !tbaa !5
  %553 = load i32, ptr addrspace(3) %77, align 4, !tbaa !5
  %554 = xor i32 %550, -1
  %555 = xor i32 %551, -1
  %556 = shl i32 %3, 9
  %557 = shl nuw nsw i32 %4, 2
  %558 = add i32 %556, %557
  %559 = zext i32 %558 to i64
  %560 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %559
  %561 = insertelement <2 x i32> poison, i32 %554, i64 0
  %562 = insertelement <2 x i32> %561, i32 %552, i64 1
  store <2 x i32> %562, ptr addrspace(1) %560, align 4, !tbaa !5
  %563 = or disjoint i32 %558, 2
  %564 = zext i32 %563 to i64
  %565 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %564
  %566 = insertelement <2 x i32> poison, i32 %555, i64 0
  %567 = insertelement <2 x i32> %566, i32 %553, i64 1
  store <2 x i32> %567, ptr addrspace(1) %565, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @block_radix_rank_basic(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #2 {
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %5 = shl i32 %3, 8
  %6 = shl nuw nsw i32 %4, 1
  %7 = add i32 %5, %6
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %8
  %10 = load <2 x i32>, ptr addrspace(1) %9, align 4, !tbaa !5
  br label %11

11:                                               ; preds = %11, %2
  %12 = phi i32 [ %4, %2 ], [ %14, %11 ]
  %13 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ4rankILN7rocprim26block_radix_rank_algorithmE0EEvPKjPjE2st, i32 %12
  store i32 0, ptr addrspace(3) %13, align 4, !tbaa !14
  %14 = add nuw nsw i32 %12, 128
  %15 = icmp samesign ult i32 %12, 1920
  br i1 %15, label %11, label %16, !llvm.loop !24

16:                                               ; preds = %11
  %17 = lshr <2 x i32> %10, splat (i32 3)
  %18 = and <2 x i32> %17, splat (i32 31)
  %19 = extractelement <2 x i32> %18, i64 0
  %20 = lshr i32 %19, 4
  %21 = shl nuw nsw <2 x i32> %18, splat (i32 7)
  %22 = and <2 x i32> %21, splat (i32 1920)
  %23 = insertelement <2 x i32> poison, i32 %4, i64 0
  %24 = shufflevector <2 x i32> %23, <2 x i32> poison, <2 x i32> zeroinitializer
  %25 = add nuw nsw <2 x i32> %22, %24
  %26 = shl nuw nsw <2 x i32> %25, splat (i32 2)
  %27 = extractelement <2 x i32> %26, i64 0
  %28 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ4rankILN7rocprim26block_radix_rank_algorithmE0EEvPKjPjE2st, i32 %27
  %29 = getelementptr inbounds nuw i16, ptr addrspace(3) %28, i32 %20
  %30 = load i16, ptr addrspace(3) %29, align 2, !tbaa !18
  %31 = add i16 %30, 1
  store i16 %31, ptr addrspace(3) %29, align 2, !tbaa !18
  %32 = extractelement <2 x i32> %18, i64 1
  %33 = lshr i32 %32, 4
  %34 = extractelement <2 x i32> %26, i64 1
  %35 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ4rankILN7rocprim26block_radix_rank_algorithmE0EEvPKjPjE2st, i32 %34
  %36 = getelementptr inbounds nuw i16, ptr addrspace(3) %35, i32 %33
  %37 = load i16, ptr addrspace(3) %36, align 2, !tbaa !18
  %38 = add i16 %37, 1
  store i16 %38, ptr addrspace(3) %36, align 2, !tbaa !18
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %39 = shl nuw nsw i32 %4, 6
  %40 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ4rankILN7rocprim26block_radix_rank_algorithmE0EEvPKjPjE2st, i32 %39
  %41 = load i32, ptr addrspace(3) %40, align 8, !tbaa !5
  %42 = getelementptr inbounds nuw i8, ptr addrspace(3) %40, i32 4
  %43 = load i32, ptr addrspace(3) %42, align 4, !tbaa !5
  %44 = add i32 %43, %41
  %45 = getelementptr inbounds nuw i8, ptr addrspace(3) %40, i32 8
  %46 = load i32, ptr addrspace(3) %45, align 8, !tbaa !5
  %47 = add i32 %44, %46
  %48 = getelementptr inbounds nuw i8, ptr addrspace(3) %40, i32 12
  %49 = load i32, ptr addrspace(3) %48, align 4, !tbaa !5
  %50 = add i32 %47, %49
  %51 = getelementptr inbounds nuw i8, ptr addrspace(3) %40, i32 16
  %52 = load i32, ptr addrspace(3) %51, align 8, !tbaa !5
  %53 = add i32 %50, %52
  %54 = getelementptr inbounds nuw i8, ptr addrspace(3) %40, i32 20
  %55 = load i32, ptr addrspace(3) %54, align 4, !tbaa !5
  %56 = add i32 %53, %55
  %57 = getelementptr inbounds nuw i8, ptr addrspace(3) %40, i32 24
  %58 = load i32, ptr addrspace(3) %57, align 8, !tbaa !5
  %59 = add i32 %56, %58
  %60 = getelementptr inbounds nuw i8, ptr addrspace(3) %40, i32 28
  %61 = load i32, ptr addrspace(3) %60, align 4, !tbaa !5
  %62 = add i32 %59, %61
  %63 = getelementptr inbounds nuw i8, ptr addrspace(3) %40, i32 32
  %64 = load i32, ptr addrspace(3) %63, align 8, !tbaa !5
  %65 = add i32 %62, %64
  %66 = getelementptr inbounds nuw i8, ptr addrspace(3) %40, i32 36
  %67 = load i32, ptr addrspace(3) %66, align 4, !tbaa !5
  %68 = add i32 %65, %67
  %69 = getelementptr inbounds nuw i8, ptr addrspace(3) %40, i32 40
  %70 = load i32, ptr addrspace(3) %69, align 8, !tbaa !5
  %71 = add i32 %68, %70
  %72 = getelementptr inbounds nuw i8, ptr addrspace(3) %40, i32 44
  %73 = load i32, ptr addrspace(3) %72, align 4, !tbaa !5
  %74 = add i32 %71, %73
  %75 = getelementptr inbounds nuw i8, ptr addrspace(3) %40, i32 48
  %76 = load i32, ptr addrspace(3) %75, align 8, !tbaa !5
  %77 = add i32 %74, %76
  %78 = getelementptr inbounds nuw i8, ptr addrspace(3) %40, i32 52
  %79 = load i32, ptr addrspace(3) %78, align 4, !tbaa !5
  %80 = add i32 %77, %79
  %81 = getelementptr inbounds nuw i8, ptr addrspace(3) %40, i32 56
  %82 = load i32, ptr addrspace(3) %81, align 8, !tbaa !5
  %83 = add i32 %80, %82
  %84 = getelementptr inbounds nuw i8, ptr addrspace(3) %40, i32 60
  %85 = load i32, ptr addrspace(3) %84, align 4, !tbaa !5
  %86 = add i32 %83, %85
  %87 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %88 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %87)
  %89 = and i32 %88, 15
  %90 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %86, i32 273, i32 15, i32 15, i1 false)
  %91 = icmp eq i32 %89, 0
  %92 = select i1 %91, i32 0, i32 %90
  %93 = add i32 %92, %86
  %94 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %93, i32 274, i32 15, i32 15, i1 false)
  %95 = icmp samesign ugt i32 %89, 1
  %96 = select i1 %95, i32 %94, i32 0
  %97 = add i32 %93, %96
  %98 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %97, i32 276, i32 15, i32 15, i1 false)
  %99 = icmp samesign ugt i32 %89, 3
  %100 = select i1 %99, i32 %98, i32 0
  %101 = add i32 %97, %100
  %102 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %101, i32 280, i32 15, i32 15, i1 false)
  %103 = icmp samesign ugt i32 %89, 7
  %104 = select i1 %103, i32 %102, i32 0
  %105 = add i32 %101, %104
  %106 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %105, i32 322, i32 15, i32 15, i1 false)
  %107 = and i32 %88, 16
  %108 = icmp eq i32 %107, 0
  %109 = select i1 %108, i32 0, i32 %106
  %110 = add i32 %105, %109
  %111 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %110, i32 323, i32 15, i32 15, i1 false)
  %112 = icmp ugt i32 %88, 31
  %113 = select i1 %112, i32 %111, i32 0
  %114 = add i32 %110, %113
  %115 = lshr i32 %4, 6
  %116 = and i32 %4, 960
  %117 = tail call i32 @llvm.umin.i32(i32 %116, i32 64)
  %118 = or disjoint i32 %117, 63
  %119 = icmp eq i32 %4, %118
  br i1 %119, label %120, label %122

120:                                              ; preds = %16
  %121 = getelementptr inbounds nuw i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ4rankILN7rocprim26block_radix_rank_algorithmE0EEvPKjPjE2st, i32 8192), i32 %115
  store i32 %114, ptr addrspace(3) %121, align 4, !tbaa !5
  br label %122

122:                                              ; preds = %120, %16
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %123 = icmp samesign ult i32 %4, 2
  br i1 %123, label %124, label %132

124:                                              ; preds = %122
  %125 = getelementptr inbounds nuw i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ4rankILN7rocprim26block_radix_rank_algorithmE0EEvPKjPjE2st, i32 8192), i32 %4
  %126 = load i32, ptr addrspace(3) %125, align 4, !tbaa !5
  %127 = and i32 %88, 1
  %128 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %126, i32 273, i32 15, i32 15, i1 false)
  %129 = icmp eq i32 %127, 0
  %130 = select i1 %129, i32 0, i32 %128
  %131 = add i32 %130, %126
  store i32 %131, ptr addrspace(3) %125, align 4, !tbaa !5
  br label %132

132:                                              ; preds = %124, %122
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %133 = icmp eq i32 %115, 0
  br i1 %133, label %138, label %134

134:                                              ; preds = %132
  %135 = getelementptr i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ4rankILN7rocprim26block_radix_rank_algorithmE0EEvPKjPjE2st, i32 8192), i32 %115
  %136 = getelementptr i8, ptr addrspace(3) %135, i32 -4
  %137 = load i32, ptr addrspace(3) %136, align 4, !tbaa !5
  br label %138

138:                                              ; preds = %132, %134
  %139 = phi i32 [ 0, %132 ], [ %137, %134 ]
  %140 = add i32 %139, %114
  %141 = add i32 %88, -1
  %142 = and i32 %88, -64
  %143 = icmp slt i32 %141, %142
  %144 = select i1 %143, i32 %88, i32 %141
  %145 = shl i32 %144, 2
  %146 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %145, i32 %140)
  %147 = icmp eq i32 %88, 0
  %148 = select i1 %147, i32 %139, i32 %146
  %149 = load i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ4rankILN7rocprim26block_radix_rank_algorithmE0EEvPKjPjE2st, i32 8196), align 4, !tbaa !5
  %150 = shl i32 %149, 16
  %151 = add i32 %150, %148
  %152 = load i32, ptr addrspace(3) %40, align 8, !tbaa !5
  store i32 %151, ptr addrspace(3) %40, align 8, !tbaa !5
  %153 = add i32 %151, %152
  %154 = load i32, ptr addrspace(3) %42, align 4, !tbaa !5
  store i32 %153, ptr addrspace(3) %42, align 4, !tbaa !5
  %155 = add i32 %154, %153
  %156 = load i32, ptr addrspace(3) %45, align 8, !tbaa !5
  store i32 %155, ptr addrspace(3) %45, align 8, !tbaa !5
  %157 = add i32 %156, %155
  %158 = load i32, ptr addrspace(3) %48, align 4, !tbaa !5
  store i32 %157, ptr addrspace(3) %48, align 4, !tbaa !5
  %159 = add i32 %158, %157
  %160 = load i32, ptr addrspace(3) %51, align 8, !tbaa !5
  store i32 %159, ptr addrspace(3) %51, align 8, !tbaa !5
  %161 = add i32 %160, %159
  %162 = load i32, ptr addrspace(3) %54, align 4, !tbaa !5
  store i32 %161, ptr addrspace(3) %54, align 4, !tbaa !5
  %163 = add i32 %162, %161
  %164 = load i32, ptr addrspace(3) %57, align 8, !tbaa !5
  store i32 %163, ptr addrspace(3) %57, align 8, !tbaa !5
  %165 = add i32 %164, %163
  %166 = load i32, ptr addrspace(3) %60, align 4, !tbaa !5
  store i32 %165, ptr addrspace(3) %60, align 4, !tbaa !5
  %167 = add i32 %166, %165
  %168 = load i32, ptr addrspace(3) %63, align 8, !tbaa !5
  store i32 %167, ptr addrspace(3) %63, align 8, !tbaa !5
  %169 = add i32 %168, %167
  %170 = load i32, ptr addrspace(3) %66, align 4, !tbaa !5
  store i32 %169, ptr addrspace(3) %66, align 4, !tbaa !5
  %171 = add i32 %170, %169
  %172 = load i32, ptr addrspace(3) %69, align 8, !tbaa !5
  store i32 %171, ptr addrspace(3) %69, align 8, !tbaa !5
  %173 = add i32 %172, %171
  %174 = load i32, ptr addrspace(3) %72, align 4, !tbaa !5
  store i32 %173, ptr addrspace(3) %72, align 4, !tbaa !5
  %175 = add i32 %174, %173
  %176 = load i32, ptr addrspace(3) %75, align 8, !tbaa !5
  store i32 %175, ptr addrspace(3) %75, align 8, !tbaa !5
  %177 = add i32 %176, %175
  %178 = load i32, ptr addrspace(3) %78, align 4, !tbaa !5
  store i32 %177, ptr addrspace(3) %78, align 4, !tbaa !5
  %179 = add i32 %178, %177
  %180 = load i32, ptr addrspace(3) %81, align 8, !tbaa !5
  store i32 %179, ptr addrspace(3) %81, align 8, !tbaa !5
  %181 = add i32 %180, %179
  store i32 %181, ptr addrspace(3) %84, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %182 = zext i16 %30 to i32
  %183 = load i16, ptr addrspace(3) %29, align 2, !tbaa !18
  %184 = zext i16 %37 to i32
  %185 = load i16, ptr addrspace(3) %36, align 2, !tbaa !18
  %186 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %8
  %187 = zext i16 %185 to i32
  %188 = zext i16 %183 to i32
  %189 = add nuw nsw i32 %187, %184
  %190 = add nuw nsw i32 %188, %182
  %191 = insertelement <2 x i32> poison, i32 %190, i64 0
  %192 = insertelement <2 x i32> %191, i32 %189, i64 1
  store <2 x i32> %192, ptr addrspace(1) %186, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @block_radix_rank_memoize(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #2 {
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %5 = shl i32 %3, 8
  %6 = shl nuw nsw i32 %4, 1
  %7 = add i32 %5, %6
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %8
  %10 = load <2 x i32>, ptr addrspace(1) %9, align 4, !tbaa !5
  br label %11

11:                                               ; preds = %11, %2
  %12 = phi i32 [ %4, %2 ], [ %14, %11 ]
  %13 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ4rankILN7rocprim26block_radix_rank_algorithmE1EEvPKjPjE2st, i32 %12
  store i32 0, ptr addrspace(3) %13, align 4, !tbaa !14
  %14 = add nuw nsw i32 %12, 128
  %15 = icmp samesign ult i32 %12, 1920
  br i1 %15, label %11, label %16, !llvm.loop !25

16:                                               ; preds = %11
  %17 = lshr <2 x i32> %10, splat (i32 3)
  %18 = and <2 x i32> %17, splat (i32 31)
  %19 = extractelement <2 x i32> %18, i64 0
  %20 = lshr i32 %19, 4
  %21 = shl nuw nsw <2 x i32> %18, splat (i32 7)
  %22 = and <2 x i32> %21, splat (i32 1920)
  %23 = insertelement <2 x i32> poison, i32 %4, i64 0
  %24 = shufflevector <2 x i32> %23, <2 x i32> poison, <2 x i32> zeroinitializer
  %25 = add nuw nsw <2 x i32> %22, %24
  %26 = shl nuw nsw <2 x i32> %25, splat (i32 2)
  %27 = extractelement <2 x i32> %26, i64 0
  %28 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ4rankILN7rocprim26block_radix_rank_algorithmE1EEvPKjPjE2st, i32 %27
  %29 = getelementptr inbounds nuw i16, ptr addrspace(3) %28, i32 %20
  %30 = load i16, ptr addrspace(3) %29, align 2, !tbaa !18
  %31 = add i16 %30, 1
  store i16 %31, ptr addrspace(3) %29, align 2, !tbaa !18
  %32 = extractelement <2 x i32> %18, i64 1
  %33 = lshr i32 %32, 4
  %34 = extractelement <2 x i32> %26, i64 1
  %35 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ4rankILN7rocprim26block_radix_rank_algorithmE1EEvPKjPjE2st, i32 %34
  %36 = getelementptr inbounds nuw i16, ptr addrspace(3) %35, i32 %33
  %37 = load i16, ptr addrspace(3) %36, align 2, !tbaa !18
  %38 = add i16 %37, 1
  store i16 %38, ptr addrspace(3) %36, align 2, !tbaa !18
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %39 = shl nuw nsw i32 %4, 6
  %40 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ4rankILN7rocprim26block_radix_rank_algorithmE1EEvPKjPjE2st, i32 %39
  %41 = load i32, ptr addrspace(3) %40, align 8, !tbaa !5
  %42 = getelementptr inbounds nuw i8, ptr addrspace(3) %40, i32 4
  %43 = load i32, ptr addrspace(3) %42, align 4, !tbaa !5
  %44 = getelementptr inbounds nuw i8, ptr addrspace(3) %40, i32 8
  %45 = load i32, ptr addrspace(3) %44, align 8, !tbaa !5
  %46 = getelementptr inbounds nuw i8, ptr addrspace(3) %40, i32 12
  %47 = load i32, ptr addrspace(3) %46, align 4, !tbaa !5
  %48 = getelementptr inbounds nuw i8, ptr addrspace(3) %40, i32 16
  %49 = load i32, ptr addrspace(3) %48, align 8, !tbaa !5
  %50 = getelementptr inbounds nuw i8, ptr addrspace(3) %40, i32 20
  %51 = load i32, ptr addrspace(3) %50, align 4, !tbaa !5
  %52 = getelementptr inbounds nuw i8, ptr addrspace(3) %40, i32 24
  %53 = load i32, ptr addrspace(3) %52, align 8, !tbaa !5
  %54 = getelementptr inbounds nuw i8, ptr addrspace(3) %40, i32 28
  %55 = load i32, ptr addrspace(3) %54, align 4, !tbaa !5
  %56 = getelementptr inbounds nuw i8, ptr addrspace(3) %40, i32 32
  %57 = load i32, ptr addrspace(3) %56, align 8, !tbaa !5
  %58 = getelementptr inbounds nuw i8, ptr addrspace(3) %40, i32 36
  %59 = load i32, ptr addrspace(3) %58, align 4, !tbaa !5
  %60 = getelementptr inbounds nuw i8, ptr addrspace(3) %40, i32 40
  %61 = load i32, ptr addrspace(3) %60, align 8, !tbaa !5
  %62 = getelementptr inbounds nuw i8, ptr addrspace(3) %40, i32 44
  %63 = load i32, ptr addrspace(3) %62, align 4, !tbaa !5
  %64 = getelementptr inbounds nuw i8, ptr addrspace(3) %40, i32 48
  %65 = load i32, ptr addrspace(3) %64, align 8, !tbaa !5
  %66 = getelementptr inbounds nuw i8, ptr addrspace(3) %40, i32 52
  %67 = load i32, ptr addrspace(3) %66, align 4, !tbaa !5
  %68 = getelementptr inbounds nuw i8, ptr addrspace(3) %40, i32 56
  %69 = load i32, ptr addrspace(3) %68, align 8, !tbaa !5
  %70 = getelementptr inbounds nuw i8, ptr addrspace(3) %40, i32 60
  %71 = load i32, ptr addrspace(3) %70, align 4, !tbaa !5
  %72 = add i32 %43, %41
  %73 = add i32 %72, %45
  %74 = add i32 %73, %47
  %75 = add i32 %74, %49
  %76 = add i32 %75, %51
  %77 = add i32 %76, %53
  %78 = add i32 %77, %55
  %79 = add i32 %78, %57
  %80 = add i32 %79, %59
  %81 = add i32 %80, %61
  %82 = add i32 %81, %63
  %83 = add i32 %82, %65
  %84 = add i32 %83, %67
  %85 = add i32 %84, %69
  %86 = add i32 %85, %71
  %87 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %88 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %87)
  %89 = and i32 %88, 15
  %90 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %86, i32 273, i32 15, i32 15, i1 false)
  %91 = icmp eq i32 %89, 0
  %92 = select i1 %91, i32 0, i32 %90
  %93 = add i32 %92, %86
  %94 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %93, i32 274, i32 15, i32 15, i1 false)
  %95 = icmp samesign ugt i32 %89, 1
  %96 = select i1 %95, i32 %94, i32 0
  %97 = add i32 %93, %96
  %98 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %97, i32 276, i32 15, i32 15, i1 false)
  %99 = icmp samesign ugt i32 %89, 3
  %100 = select i1 %99, i32 %98, i32 0
  %101 = add i32 %97, %100
  %102 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %101, i32 280, i32 15, i32 15, i1 false)
  %103 = icmp samesign ugt i32 %89, 7
  %104 = select i1 %103, i32 %102, i32 0
  %105 = add i32 %101, %104
  %106 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %105, i32 322, i32 15, i32 15, i1 false)
  %107 = and i32 %88, 16
  %108 = icmp eq i32 %107, 0
  %109 = select i1 %108, i32 0, i32 %106
  %110 = add i32 %105, %109
  %111 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %110, i32 323, i32 15, i32 15, i1 false)
  %112 = icmp ugt i32 %88, 31
  %113 = select i1 %112, i32 %111, i32 0
  %114 = add i32 %110, %113
  %115 = lshr i32 %4, 6
  %116 = and i32 %4, 960
  %117 = tail call i32 @llvm.umin.i32(i32 %116, i32 64)
  %118 = or disjoint i32 %117, 63
  %119 = icmp eq i32 %4, %118
  br i1 %119, label %120, label %122

120:                                              ; preds = %16
  %121 = getelementptr inbounds nuw i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ4rankILN7rocprim26block_radix_rank_algorithmE1EEvPKjPjE2st, i32 8192), i32 %115
  store i32 %114, ptr addrspace(3) %121, align 4, !tbaa !5
  br label %122

122:                                              ; preds = %120, %16
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %123 = icmp samesign ult i32 %4, 2
  br i1 %123, label %124, label %132

124:                                              ; preds = %122
  %125 = getelementptr inbounds nuw i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ4rankILN7rocprim26block_radix_rank_algorithmE1EEvPKjPjE2st, i32 8192), i32 %4
  %126 = load i32, ptr addrspace(3) %125, align 4, !tbaa !5
  %127 = and i32 %88, 1
  %128 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %126, i32 273, i32 15, i32 15, i1 false)
  %129 = icmp eq i32 %127, 0
  %130 = select i1 %129, i32 0, i32 %128
  %131 = add i32 %130, %126
  store i32 %131, ptr addrspace(3) %125, align 4, !tbaa !5
  br label %132

132:                                              ; preds = %124, %122
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %133 = icmp eq i32 %115, 0
  br i1 %133, label %138, label %134

134:                                              ; preds = %132
  %135 = getelementptr i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ4rankILN7rocprim26block_radix_rank_algorithmE1EEvPKjPjE2st, i32 8192), i32 %115
  %136 = getelementptr i8, ptr addrspace(3) %135, i32 -4
  %137 = load i32, ptr addrspace(3) %136, align 4, !tbaa !5
  br label %138

138:                                              ; preds = %132, %134
  %139 = phi i32 [ 0, %132 ], [ %137, %134 ]
  %140 = add i32 %139, %114
  %141 = add i32 %88, -1
  %142 = and i32 %88, -64
  %143 = icmp slt i32 %141, %142
  %144 = select i1 %143, i32 %88, i32 %141
  %145 = shl i32 %144, 2
  %146 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %145, i32 %140)
  %147 = icmp eq i32 %88, 0
  %148 = select i1 %147, i32 %139, i32 %146
  %149 = load i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ4rankILN7rocprim26block_radix_rank_algorithmE1EEvPKjPjE2st, i32 8196), align 4, !tbaa !5
  %150 = shl i32 %149, 16
  %151 = add i32 %150, %148
  %152 = add i32 %151, %41
  %153 = add i32 %152, %43
  %154 = add i32 %153, %45
  %155 = add i32 %154, %47
  %156 = add i32 %155, %49
  %157 = add i32 %156, %51
  %158 = add i32 %157, %53
  %159 = add i32 %158, %55
  %160 = add i32 %159, %57
  %161 = add i32 %160, %59
  %162 = add i32 %161, %61
  %163 = add i32 %162, %63
  %164 = add i32 %163, %65
  %165 = add i32 %164, %67
  %166 = add i32 %165, %69
  store i32 %151, ptr addrspace(3) %40, align 8, !tbaa !5
  store i32 %152, ptr addrspace(3) %42, align 4, !tbaa !5
  store i32 %153, ptr addrspace(3) %44, align 8, !tbaa !5
  store i32 %154, ptr addrspace(3) %46, align 4, !tbaa !5
  store i32 %155, ptr addrspace(3) %48, align 8, !tbaa !5
  store i32 %156, ptr addrspace(3) %50, align 4, !tbaa !5
  store i32 %157, ptr addrspace(3) %52, align 8, !tbaa !5
  store i32 %158, ptr addrspace(3) %54, align 4, !tbaa !5
  store i32 %159, ptr addrspace(3) %56, align 8, !tbaa !5
  store i32 %160, ptr addrspace(3) %58, align 4, !tbaa !5
  store i32 %161, ptr addrspace(3) %60, align 8, !tbaa !5
  store i32 %162, ptr addrspace(3) %62, align 4, !tbaa !5
  store i32 %163, ptr addrspace(3) %64, align 8, !tbaa !5
  store i32 %164, ptr addrspace(3) %66, align 4, !tbaa !5
  store i32 %165, ptr addrspace(3) %68, align 8, !tbaa !5
  store i32 %166, ptr addrspace(3) %70, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %167 = zext i16 %30 to i32
  %168 = load i16, ptr addrspace(3) %29, align 2, !tbaa !18
  %169 = zext i16 %37 to i32
  %170 = load i16, ptr addrspace(3) %36, align 2, !tbaa !18
  %171 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %8
  %172 = zext i16 %170 to i32
  %173 = zext i16 %168 to i32
  %174 = add nuw nsw i32 %172, %169
  %175 = add nuw nsw i32 %173, %167
  %176 = insertelement <2 x i32> poison, i32 %175, i64 0
  %177 = insertelement <2 x i32> %176, i32 %174, i64 1
  store <2 x i32> %177, ptr addrspace(1) %171, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @block_radix_rank_match(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #3 {
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %5 = shl i32 %3, 8
  %6 = shl nuw nsw i32 %4, 1
  %7 = add i32 %5, %6
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %8
  %10 = load i32, ptr addrspace(1) %9, align 4, !tbaa !5
  %11 = or disjoint i32 %7, 1
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !5
  %15 = tail call i32 @llvm.amdgcn.workitem.id.z()
  %16 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %17 = getelementptr inbounds nuw i8, ptr addrspace(4) %16, i64 14
  %18 = load i16, ptr addrspace(4) %17, align 2, !tbaa !26
  %19 = zext i16 %18 to i32
  %20 = mul nuw nsw i32 %15, %19
  %21 = getelementptr inbounds nuw i8, ptr addrspace(4) %16, i64 12
  %22 = load i16, ptr addrspace(4) %21, align 4, !tbaa !26
  %23 = zext i16 %22 to i32
  %24 = tail call i32 @llvm.amdgcn.workitem.id.y()
  %25 = add nuw nsw i32 %20, %24
  %26 = mul i32 %25, %23
  %27 = add i32 %26, %4
  %28 = lshr i32 %27, 6
  %29 = getelementptr inbounds nuw i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ4rankILN7rocprim26block_radix_rank_algorithmE2EEvPKjPjE2st, i32 8), i32 %4
  store i32 0, ptr addrspace(3) %29, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %30 = getelementptr i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ4rankILN7rocprim26block_radix_rank_algorithmE2EEvPKjPjE2st, i32 8), i32 %28
  %31 = lshr i32 %10, 3
  %32 = and i32 %31, 31
  %33 = mul nuw nsw i32 %32, 12
  %34 = getelementptr i8, ptr addrspace(3) %30, i32 %33
  %35 = load i32, ptr addrspace(3) %34, align 4, !tbaa !5
  %36 = tail call i64 @llvm.read_register.i64(metadata !28) #11
  %37 = zext nneg i32 %32 to i64
  %38 = and i64 %37, 1
  %39 = sub nsw i64 0, %38
  %40 = trunc nsw i64 %39 to i32
  %41 = tail call noundef i64 @llvm.amdgcn.icmp.i64.i32(i32 range(i32 -1, 2) %40, i32 0, i32 33)
  %42 = xor i64 %41, %39
  %43 = shl i64 %37, 62
  %44 = ashr i64 %43, 63
  %45 = trunc nsw i64 %44 to i32
  %46 = tail call noundef i64 @llvm.amdgcn.icmp.i64.i32(i32 range(i32 -1, 2) %45, i32 0, i32 33)
  %47 = xor i64 %46, %44
  %48 = or i64 %47, %42
  %49 = shl i64 %37, 61
  %50 = ashr i64 %49, 63
  %51 = trunc nsw i64 %50 to i32
  %52 = tail call noundef i64 @llvm.amdgcn.icmp.i64.i32(i32 range(i32 -1, 2) %51, i32 0, i32 33)
  %53 = xor i64 %52, %50
  %54 = or i64 %48, %53
  %55 = shl i64 %37, 60
  %56 = ashr i64 %55, 63
  %57 = trunc nsw i64 %56 to i32
  %58 = tail call noundef i64 @llvm.amdgcn.icmp.i64.i32(i32 range(i32 -1, 2) %57, i32 0, i32 33)
  %59 = xor i64 %58, %56
  %60 = or i64 %54, %59
  %61 = shl nuw i64 %37, 59
  %62 = ashr i64 %61, 63
  %63 = trunc nsw i64 %62 to i32
  %64 = tail call noundef i64 @llvm.amdgcn.icmp.i64.i32(i32 range(i32 -1, 2) %63, i32 0, i32 33)
  %65 = xor i64 %64, %62
  %66 = or i64 %60, %65
  %67 = xor i64 %66, -1
  %68 = and i64 %36, %67
  fence syncscope("wavefront") release
  tail call void @llvm.amdgcn.wave.barrier()
  fence syncscope("wavefront") acquire
  %69 = trunc i64 %68 to i32
  %70 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 %69, i32 0)
  %71 = lshr i64 %68, 32
  %72 = trunc nuw i64 %71 to i32
  %73 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 %72, i32 %70)
  %74 = icmp eq i32 %73, 0
  %75 = icmp ne i64 %68, 0
  %76 = and i1 %75, %74
  br i1 %76, label %77, label %81

77:                                               ; preds = %2
  %78 = tail call range(i64 1, 65) i64 @llvm.ctpop.i64(i64 %68)
  %79 = trunc nuw nsw i64 %78 to i32
  %80 = add i32 %35, %79
  store i32 %80, ptr addrspace(3) %34, align 4, !tbaa !5
  br label %81

81:                                               ; preds = %77, %2
  fence syncscope("wavefront") release
  tail call void @llvm.amdgcn.wave.barrier()
  fence syncscope("wavefront") acquire
  %82 = lshr i32 %14, 3
  %83 = and i32 %82, 31
  %84 = mul nuw nsw i32 %83, 12
  %85 = getelementptr i8, ptr addrspace(3) %30, i32 %84
  %86 = load i32, ptr addrspace(3) %85, align 4, !tbaa !5
  %87 = tail call i64 @llvm.read_register.i64(metadata !28) #11
  %88 = zext nneg i32 %83 to i64
  %89 = and i64 %88, 1
  %90 = sub nsw i64 0, %89
  %91 = trunc nsw i64 %90 to i32
  %92 = tail call noundef i64 @llvm.amdgcn.icmp.i64.i32(i32 range(i32 -1, 2) %91, i32 0, i32 33)
  %93 = xor i64 %92, %90
  %94 = shl i64 %88, 62
  %95 = ashr i64 %94, 63
  %96 = trunc nsw i64 %95 to i32
  %97 = tail call noundef i64 @llvm.amdgcn.icmp.i64.i32(i32 range(i32 -1, 2) %96, i32 0, i32 33)
  %98 = xor i64 %97, %95
  %99 = or i64 %98, %93
  %100 = shl i64 %88, 61
  %101 = ashr i64 %100, 63
  %102 = trunc nsw i64 %101 to i32
  %103 = tail call noundef i64 @llvm.amdgcn.icmp.i64.i32(i32 range(i32 -1, 2) %102, i32 0, i32 33)
  %104 = xor i64 %103, %101
  %105 = or i64 %99, %104
  %106 = shl i64 %88, 60
  %107 = ashr i64 %106, 63
  %108 = trunc nsw i64 %107 to i32
  %109 = tail call noundef i64 @llvm.amdgcn.icmp.i64.i32(i32 range(i32 -1, 2) %108, i32 0, i32 33)
  %110 = xor i64 %109, %107
  %111 = or i64 %105, %110
  %112 = shl nuw i64 %88, 59
  %113 = ashr i64 %112, 63
  %114 = trunc nsw i64 %113 to i32
  %115 = tail call noundef i64 @llvm.amdgcn.icmp.i64.i32(i32 range(i32 -1, 2) %114, i32 0, i32 33)
  %116 = xor i64 %115, %113
  %117 = or i64 %111, %116
  %118 = xor i64 %117, -1
  %119 = and i64 %87, %118
  fence syncscope("wavefront") release
  tail call void @llvm.amdgcn.wave.barrier()
  fence syncscope("wavefront") acquire
  %120 = trunc i64 %119 to i32
  %121 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 %120, i32 0)
  %122 = lshr i64 %119, 32
  %123 = trunc nuw i64 %122 to i32
  %124 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 %123, i32 %121)
  %125 = icmp eq i32 %124, 0
  %126 = icmp ne i64 %119, 0
  %127 = and i1 %126, %125
  br i1 %127, label %128, label %132

128:                                              ; preds = %81
  %129 = tail call range(i64 1, 65) i64 @llvm.ctpop.i64(i64 %119)
  %130 = trunc nuw nsw i64 %129 to i32
  %131 = add i32 %86, %130
  store i32 %131, ptr addrspace(3) %85, align 4, !tbaa !5
  br label %132

132:                                              ; preds = %128, %81
  fence syncscope("wavefront") release
  tail call void @llvm.amdgcn.wave.barrier()
  fence syncscope("wavefront") acquire
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %133 = load i32, ptr addrspace(3) %29, align 4, !tbaa !5
  %134 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %135 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %134)
  %136 = and i32 %135, 15
  %137 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %133, i32 273, i32 15, i32 15, i1 false)
  %138 = icmp eq i32 %136, 0
  %139 = select i1 %138, i32 0, i32 %137
  %140 = add i32 %139, %133
  %141 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %140, i32 274, i32 15, i32 15, i1 false)
  %142 = icmp samesign ugt i32 %136, 1
  %143 = select i1 %142, i32 %141, i32 0
  %144 = add i32 %140, %143
  %145 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %144, i32 276, i32 15, i32 15, i1 false)
  %146 = icmp samesign ugt i32 %136, 3
  %147 = select i1 %146, i32 %145, i32 0
  %148 = add i32 %144, %147
  %149 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %148, i32 280, i32 15, i32 15, i1 false)
  %150 = icmp samesign ugt i32 %136, 7
  %151 = select i1 %150, i32 %149, i32 0
  %152 = add i32 %148, %151
  %153 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %152, i32 322, i32 15, i32 15, i1 false)
  %154 = and i32 %135, 16
  %155 = icmp eq i32 %154, 0
  %156 = select i1 %155, i32 0, i32 %153
  %157 = add i32 %152, %156
  %158 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %157, i32 323, i32 15, i32 15, i1 false)
  %159 = icmp ugt i32 %135, 31
  %160 = select i1 %159, i32 %158, i32 0
  %161 = add i32 %157, %160
  %162 = lshr i32 %4, 6
  %163 = and i32 %4, 960
  %164 = tail call i32 @llvm.umin.i32(i32 %163, i32 64)
  %165 = or disjoint i32 %164, 63
  %166 = icmp eq i32 %4, %165
  br i1 %166, label %167, label %169

167:                                              ; preds = %132
  %168 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ4rankILN7rocprim26block_radix_rank_algorithmE2EEvPKjPjE2st, i32 %162
  store i32 %161, ptr addrspace(3) %168, align 4, !tbaa !5
  br label %169

169:                                              ; preds = %167, %132
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %170 = icmp samesign ult i32 %4, 2
  br i1 %170, label %171, label %179

171:                                              ; preds = %169
  %172 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ4rankILN7rocprim26block_radix_rank_algorithmE2EEvPKjPjE2st, i32 %4
  %173 = load i32, ptr addrspace(3) %172, align 4, !tbaa !5
  %174 = and i32 %135, 1
  %175 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %173, i32 273, i32 15, i32 15, i1 false)
  %176 = icmp eq i32 %174, 0
  %177 = select i1 %176, i32 0, i32 %175
  %178 = add i32 %177, %173
  store i32 %178, ptr addrspace(3) %172, align 4, !tbaa !5
  br label %179

179:                                              ; preds = %171, %169
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %180 = icmp eq i32 %162, 0
  br i1 %180, label %185, label %181

181:                                              ; preds = %179
  %182 = getelementptr i32, ptr addrspace(3) @_ZZ4rankILN7rocprim26block_radix_rank_algorithmE2EEvPKjPjE2st, i32 %162
  %183 = getelementptr i8, ptr addrspace(3) %182, i32 -4
  %184 = load i32, ptr addrspace(3) %183, align 4, !tbaa !5
  br label %185

185:                                              ; preds = %179, %181
  %186 = phi i32 [ 0, %179 ], [ %184, %181 ]
  %187 = insertelement <2 x i32> poison, i32 %73, i64 0
  %188 = insertelement <2 x i32> %187, i32 %124, i64 1
  %189 = insertelement <2 x i32> poison, i32 %35, i64 0
  %190 = insertelement <2 x i32> %189, i32 %86, i64 1
  %191 = add <2 x i32> %188, %190
  %192 = add i32 %186, %161
  %193 = add i32 %135, -1
  %194 = and i32 %135, -64
  %195 = icmp slt i32 %193, %194
  %196 = select i1 %195, i32 %135, i32 %193
  %197 = shl i32 %196, 2
  %198 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %197, i32 %192)
  %199 = icmp eq i32 %135, 0
  %200 = select i1 %199, i32 %186, i32 %198
  store i32 %200, ptr addrspace(3) %29, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %201 = load i32, ptr addrspace(3) %34, align 4, !tbaa !5
  %202 = load i32, ptr addrspace(3) %85, align 4, !tbaa !5
  %203 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %8
  %204 = insertelement <2 x i32> poison, i32 %201, i64 0
  %205 = insertelement <2 x i32> %204, i32 %202, i64 1
  %206 = add <2 x i32> %191, %205
  store <2 x i32> %206, ptr addrspace(1) %203, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @block_histogram_atomic(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %5 = shl i32 %3, 8
  %6 = shl nuw nsw i32 %4, 1
  %7 = add i32 %5, %6
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %8
  %10 = load i32, ptr addrspace(1) %9, align 4, !tbaa !5
  %11 = and i32 %10, 31
  %12 = zext nneg i32 %11 to i64
  %13 = or disjoint i32 %7, 1
  %14 = zext i32 %13 to i64
  %15 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %14
  %16 = load i32, ptr addrspace(1) %15, align 4, !tbaa !5
  %17 = and i32 %16, 31
  %18 = zext nneg i32 %17 to i64
  %19 = icmp samesign ult i32 %4, 32
  br i1 %19, label %20, label %22

20:                                               ; preds = %2
  %21 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE0EEvPKjPjE4hist, i32 %4
  store i32 0, ptr addrspace(3) %21, align 4, !tbaa !5
  br label %22

22:                                               ; preds = %20, %2
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %23 = tail call i64 @llvm.read_register.i64(metadata !28) #11
  %24 = and i64 %12, 1
  %25 = sub nsw i64 0, %24
  %26 = trunc nsw i64 %25 to i32
  %27 = tail call noundef i64 @llvm.amdgcn.icmp.i64.i32(i32 range(i32 -1, 2) %26, i32 0, i32 33)
  %28 = xor i64 %27, %25
  %29 = shl i64 %12, 62
  %30 = ashr i64 %29, 63
  %31 = trunc nsw i64 %30 to i32
  %32 = tail call noundef i64 @llvm.amdgcn.icmp.i64.i32(i32 range(i32 -1, 2) %31, i32 0, i32 33)
  %33 = xor i64 %32, %30
  %34 = or i64 %33, %28
  %35 = shl i64 %12, 61
  %36 = ashr i64 %35, 63
  %37 = trunc nsw i64 %36 to i32
  %38 = tail call noundef i64 @llvm.amdgcn.icmp.i64.i32(i32 range(i32 -1, 2) %37, i32 0, i32 33)
  %39 = xor i64 %38, %36
  %40 = or i64 %34, %39
  %41 = shl i64 %12, 60
  %42 = ashr i64 %41, 63
  %43 = trunc nsw i64 %42 to i32
  %44 = tail call noundef i64 @llvm.amdgcn.icmp.i64.i32(i32 range(i32 -1, 2) %43, i32 0, i32 33)
  %45 = xor i64 %44, %42
  %46 = or i64 %40, %45
  %47 = shl nuw i64 %12, 59
  %48 = ashr i64 %47, 63
  %49 = trunc nsw i64 %48 to i32
  %50 = tail call noundef i64 @llvm.amdgcn.icmp.i64.i32(i32 range(i32 -1, 2) %49, i32 0, i32 33)
  %51 = xor i64 %50, %48
  %52 = or i64 %46, %51
  %53 = xor i64 %52, -1
  %54 = and i64 %23, %53
  %55 = trunc i64 %54 to i32
  %56 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 %55, i32 0)
  %57 = lshr i64 %54, 32
  %58 = trunc nuw i64 %57 to i32
  %59 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 %58, i32 %56)
  %60 = icmp eq i32 %59, 0
  br i1 %60, label %61, label %66

61:                                               ; preds = %22
  %62 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %54)
  %63 = trunc nuw nsw i64 %62 to i32
  %64 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE0EEvPKjPjE4hist, i32 %11
  %65 = atomicrmw add ptr addrspace(3) %64, i32 %63 syncscope("agent") monotonic, align 4, !noalias.addrspace !29, !amdgpu.no.fine.grained.memory !30, !amdgpu.no.remote.memory !30
  br label %66

66:                                               ; preds = %61, %22
  %67 = tail call i64 @llvm.read_register.i64(metadata !28) #11
  %68 = and i64 %18, 1
  %69 = sub nsw i64 0, %68
  %70 = trunc nsw i64 %69 to i32
  %71 = tail call noundef i64 @llvm.amdgcn.icmp.i64.i32(i32 range(i32 -1, 2) %70, i32 0, i32 33)
  %72 = xor i64 %71, %69
  %73 = shl i64 %18, 62
  %74 = ashr i64 %73, 63
  %75 = trunc nsw i64 %74 to i32
  %76 = tail call noundef i64 @llvm.amdgcn.icmp.i64.i32(i32 range(i32 -1, 2) %75, i32 0, i32 33)
  %77 = xor i64 %76, %74
  %78 = or i64 %77, %72
  %79 = shl i64 %18, 61
  %80 = ashr i64 %79, 63
  %81 = trunc nsw i64 %80 to i32
  %82 = tail call noundef i64 @llvm.amdgcn.icmp.i64.i32(i32 range(i32 -1, 2) %81, i32 0, i32 33)
  %83 = xor i64 %82, %80
  %84 = or i64 %78, %83
  %85 = shl i64 %18, 60
  %86 = ashr i64 %85, 63
  %87 = trunc nsw i64 %86 to i32
  %88 = tail call noundef i64 @llvm.amdgcn.icmp.i64.i32(i32 range(i32 -1, 2) %87, i32 0, i32 33)
  %89 = xor i64 %88, %86
  %90 = or i64 %84, %89
  %91 = shl nuw i64 %18, 59
  %92 = ashr i64 %91, 63
  %93 = trunc nsw i64 %92 to i32
  %94 = tail call noundef i64 @llvm.amdgcn.icmp.i64.i32(i32 range(i32 -1, 2) %93, i32 0, i32 33)
  %95 = xor i64 %94, %92
  %96 = or i64 %90, %95
  %97 = xor i64 %96, -1
  %98 = and i64 %67, %97
  %99 = trunc i64 %98 to i32
  %100 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 %99, i32 0)
  %101 = lshr i64 %98, 32
  %102 = trunc nuw i64 %101 to i32
  %103 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 %102, i32 %100)
  %104 = icmp eq i32 %103, 0
  br i1 %104, label %105, label %110

105:                                              ; preds = %66
  %106 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %98)
  %107 = trunc nuw nsw i64 %106 to i32
  %108 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE0EEvPKjPjE4hist, i32 %17
  %109 = atomicrmw add ptr addrspace(3) %108, i32 %107 syncscope("agent") monotonic, align 4, !noalias.addrspace !29, !amdgpu.no.fine.grained.memory !30, !amdgpu.no.remote.memory !30
  br label %110

110:                                              ; preds = %105, %66
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %19, label %111, label %118

111:                                              ; preds = %110
  %112 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE0EEvPKjPjE4hist, i32 %4
  %113 = shl i32 %3, 5
  %114 = or disjoint i32 %113, %4
  %115 = zext i32 %114 to i64
  %116 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %115
  %117 = load i32, ptr addrspace(3) %112, align 4, !tbaa !5
  store i32 %117, ptr addrspace(1) %116, align 4, !tbaa !5
  br label %118

118:                                              ; preds = %110, %111
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @block_histogram_sort(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #2 {
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %5 = shl i32 %3, 8
  %6 = shl nuw nsw i32 %4, 1
  %7 = add i32 %5, %6
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %8
  %10 = load <2 x i32>, ptr addrspace(1) %9, align 4, !tbaa !5
  %11 = bitcast <2 x i32> %10 to <8 x i8>
  %12 = extractelement <8 x i8> %11, i64 0
  %13 = and i8 %12, 31
  %14 = bitcast <2 x i32> %10 to <8 x i8>
  %15 = extractelement <8 x i8> %14, i64 4
  %16 = and i8 %15, 31
  %17 = icmp samesign ult i32 %4, 32
  br i1 %17, label %18, label %20

18:                                               ; preds = %2
  %19 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE4hist, i32 %4
  store i32 0, ptr addrspace(3) %19, align 4, !tbaa !5
  br label %20

20:                                               ; preds = %18, %2
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %21 = tail call i32 @llvm.umax.i32(i32 %4, i32 896)
  %22 = add nuw nsw i32 %21, 127
  %23 = sub nsw i32 %22, %4
  %24 = lshr i32 %23, 7
  %25 = add nuw nsw i32 %24, 2
  %26 = and i32 %25, 67108862
  %27 = insertelement <2 x i32> poison, i32 %24, i64 0
  %28 = shufflevector <2 x i32> %27, <2 x i32> poison, <2 x i32> zeroinitializer
  br label %29

29:                                               ; preds = %45, %20
  %30 = phi i32 [ 0, %20 ], [ %46, %45 ]
  %31 = shl i32 %30, 7
  %32 = add i32 %4, %31
  %33 = insertelement <2 x i32> poison, i32 %30, i64 0
  %34 = shufflevector <2 x i32> %33, <2 x i32> poison, <2 x i32> zeroinitializer
  %35 = or disjoint <2 x i32> %34, <i32 0, i32 1>
  %36 = icmp ule <2 x i32> %35, %28
  %37 = extractelement <2 x i1> %36, i64 0
  br i1 %37, label %38, label %40

38:                                               ; preds = %29
  %39 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 %32
  store i32 0, ptr addrspace(3) %39, align 4, !tbaa !14
  br label %40

40:                                               ; preds = %38, %29
  %41 = extractelement <2 x i1> %36, i64 1
  br i1 %41, label %42, label %45

42:                                               ; preds = %40
  %43 = getelementptr i32, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 %32
  %44 = getelementptr i8, ptr addrspace(3) %43, i32 512
  store i32 0, ptr addrspace(3) %44, align 4, !tbaa !14
  br label %45

45:                                               ; preds = %42, %40
  %46 = add nuw i32 %30, 2
  %47 = icmp eq i32 %46, %26
  br i1 %47, label %48, label %29, !llvm.loop !31

48:                                               ; preds = %45
  %49 = shl nuw nsw i32 %4, 5
  %50 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 %49
  %51 = getelementptr inbounds nuw i8, ptr addrspace(3) %50, i32 4
  %52 = getelementptr inbounds nuw i8, ptr addrspace(3) %50, i32 8
  %53 = getelementptr inbounds nuw i8, ptr addrspace(3) %50, i32 12
  %54 = getelementptr inbounds nuw i8, ptr addrspace(3) %50, i32 16
  %55 = getelementptr inbounds nuw i8, ptr addrspace(3) %50, i32 20
  %56 = getelementptr inbounds nuw i8, ptr addrspace(3) %50, i32 24
  %57 = getelementptr inbounds nuw i8, ptr addrspace(3) %50, i32 28
  %58 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %59 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %58)
  %60 = and i32 %59, 15
  %61 = icmp eq i32 %60, 0
  %62 = icmp samesign ugt i32 %60, 1
  %63 = icmp samesign ugt i32 %60, 3
  %64 = icmp samesign ugt i32 %60, 7
  %65 = and i32 %59, 16
  %66 = icmp eq i32 %65, 0
  %67 = icmp ugt i32 %59, 31
  %68 = lshr i32 %4, 6
  %69 = and i32 %4, 960
  %70 = tail call i32 @llvm.umin.i32(i32 %69, i32 64)
  %71 = or disjoint i32 %70, 63
  %72 = icmp eq i32 %4, %71
  %73 = icmp samesign ult i32 %4, 2
  %74 = icmp eq i32 %68, 0
  %75 = add i32 %59, -1
  %76 = and i32 %59, -64
  %77 = icmp slt i32 %75, %76
  %78 = select i1 %77, i32 %59, i32 %75
  %79 = shl i32 %78, 2
  %80 = icmp eq i32 %59, 0
  %81 = lshr i32 %4, 4
  %82 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 %81
  %83 = getelementptr inbounds nuw i8, ptr addrspace(3) %82, i32 %6
  %84 = getelementptr inbounds nuw i8, ptr addrspace(3) %83, i32 1
  %85 = getelementptr i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 4096), i32 %68
  %86 = getelementptr inbounds nuw i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 4096), i32 %4
  %87 = and i32 %59, 1
  %88 = icmp eq i32 %87, 0
  %89 = getelementptr i8, ptr addrspace(3) %85, i32 -4
  %90 = and <2 x i32> %10, splat (i32 15)
  %91 = extractelement <2 x i32> %90, i64 0
  %92 = lshr i32 %91, 3
  %93 = extractelement <2 x i32> %90, i64 1
  %94 = lshr i32 %93, 3
  %95 = shl nuw nsw <2 x i32> %90, splat (i32 7)
  %96 = and <2 x i32> %95, splat (i32 896)
  %97 = insertelement <2 x i32> poison, i32 %4, i64 0
  %98 = shufflevector <2 x i32> %97, <2 x i32> poison, <2 x i32> zeroinitializer
  %99 = add nuw nsw <2 x i32> %96, %98
  %100 = shl nuw nsw <2 x i32> %99, splat (i32 2)
  %101 = extractelement <2 x i32> %100, i64 0
  %102 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 %101
  %103 = getelementptr inbounds nuw i16, ptr addrspace(3) %102, i32 %92
  %104 = load i16, ptr addrspace(3) %103, align 2, !tbaa !18
  %105 = add i16 %104, 1
  store i16 %105, ptr addrspace(3) %103, align 2, !tbaa !18
  %106 = extractelement <2 x i32> %100, i64 1
  %107 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 %106
  %108 = getelementptr inbounds nuw i16, ptr addrspace(3) %107, i32 %94
  %109 = load i16, ptr addrspace(3) %108, align 2, !tbaa !18
  %110 = add i16 %109, 1
  store i16 %110, ptr addrspace(3) %108, align 2, !tbaa !18
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %111 = load i32, ptr addrspace(3) %50, align 8, !tbaa !5
  %112 = load i32, ptr addrspace(3) %51, align 4, !tbaa !5
  %113 = load i32, ptr addrspace(3) %52, align 8, !tbaa !5
  %114 = load i32, ptr addrspace(3) %53, align 4, !tbaa !5
  %115 = load i32, ptr addrspace(3) %54, align 8, !tbaa !5
  %116 = load i32, ptr addrspace(3) %55, align 4, !tbaa !5
  %117 = load i32, ptr addrspace(3) %56, align 8, !tbaa !5
  %118 = load i32, ptr addrspace(3) %57, align 4, !tbaa !5
  %119 = add i32 %112, %111
  %120 = add i32 %119, %113
  %121 = add i32 %120, %114
  %122 = add i32 %121, %115
  %123 = add i32 %122, %116
  %124 = add i32 %123, %117
  %125 = add i32 %124, %118
  %126 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %125, i32 273, i32 15, i32 15, i1 false)
  %127 = select i1 %61, i32 0, i32 %126
  %128 = add i32 %127, %125
  %129 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %128, i32 274, i32 15, i32 15, i1 false)
  %130 = select i1 %62, i32 %129, i32 0
  %131 = add i32 %128, %130
  %132 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %131, i32 276, i32 15, i32 15, i1 false)
  %133 = select i1 %63, i32 %132, i32 0
  %134 = add i32 %131, %133
  %135 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %134, i32 280, i32 15, i32 15, i1 false)
  %136 = select i1 %64, i32 %135, i32 0
  %137 = add i32 %134, %136
  %138 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %137, i32 322, i32 15, i32 15, i1 false)
  %139 = select i1 %66, i32 0, i32 %138
  %140 = add i32 %137, %139
  %141 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %140, i32 323, i32 15, i32 15, i1 false)
  %142 = select i1 %67, i32 %141, i32 0
  %143 = add i32 %140, %142
  br i1 %72, label %144, label %145

144:                                              ; preds = %48
  store i32 %143, ptr addrspace(3) %85, align 4, !tbaa !5
  br label %145

145:                                              ; preds = %144, %48
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %73, label %146, label %151

146:                                              ; preds = %145
  %147 = load i32, ptr addrspace(3) %86, align 4, !tbaa !5
  %148 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %147, i32 273, i32 15, i32 15, i1 false)
  %149 = select i1 %88, i32 0, i32 %148
  %150 = add i32 %149, %147
  store i32 %150, ptr addrspace(3) %86, align 4, !tbaa !5
  br label %151

151:                                              ; preds = %146, %145
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %74, label %154, label %152

152:                                              ; preds = %151
  %153 = load i32, ptr addrspace(3) %89, align 4, !tbaa !5
  br label %154

154:                                              ; preds = %152, %151
  %155 = phi i32 [ 0, %151 ], [ %153, %152 ]
  %156 = add i32 %155, %143
  %157 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %79, i32 %156)
  %158 = select i1 %80, i32 %155, i32 %157
  %159 = load i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 4100), align 4, !tbaa !5
  %160 = shl i32 %159, 16
  %161 = add i32 %160, %158
  %162 = add i32 %161, %111
  %163 = add i32 %162, %112
  %164 = add i32 %163, %113
  %165 = add i32 %164, %114
  %166 = add i32 %165, %115
  %167 = add i32 %166, %116
  %168 = add i32 %167, %117
  store i32 %161, ptr addrspace(3) %50, align 8, !tbaa !5
  store i32 %162, ptr addrspace(3) %51, align 4, !tbaa !5
  store i32 %163, ptr addrspace(3) %52, align 8, !tbaa !5
  store i32 %164, ptr addrspace(3) %53, align 4, !tbaa !5
  store i32 %165, ptr addrspace(3) %54, align 8, !tbaa !5
  store i32 %166, ptr addrspace(3) %55, align 4, !tbaa !5
  store i32 %167, ptr addrspace(3) %56, align 8, !tbaa !5
  store i32 %168, ptr addrspace(3) %57, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %169 = zext i16 %104 to i32
  %170 = load i16, ptr addrspace(3) %103, align 2, !tbaa !18
  %171 = zext i16 %170 to i32
  %172 = add nuw nsw i32 %171, %169
  %173 = zext i16 %109 to i32
  %174 = load i16, ptr addrspace(3) %108, align 2, !tbaa !18
  %175 = zext i16 %174 to i32
  %176 = add nuw nsw i32 %175, %173
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %177 = lshr i32 %172, 5
  %178 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 %177
  %179 = getelementptr inbounds nuw i8, ptr addrspace(3) %178, i32 %172
  store i8 %13, ptr addrspace(3) %179, align 1, !tbaa !14
  %180 = lshr i32 %176, 5
  %181 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 %180
  %182 = getelementptr inbounds nuw i8, ptr addrspace(3) %181, i32 %176
  store i8 %16, ptr addrspace(3) %182, align 1, !tbaa !14
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %183 = load i8, ptr addrspace(3) %83, align 1, !tbaa !14
  %184 = load i8, ptr addrspace(3) %84, align 1, !tbaa !14
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %185 = tail call i32 @llvm.umax.i32(i32 %4, i32 896)
  %186 = add nuw nsw i32 %185, 127
  %187 = sub nsw i32 %186, %4
  %188 = lshr i32 %187, 7
  %189 = add nuw nsw i32 %188, 2
  %190 = and i32 %189, 67108862
  %191 = insertelement <2 x i32> poison, i32 %188, i64 0
  %192 = shufflevector <2 x i32> %191, <2 x i32> poison, <2 x i32> zeroinitializer
  br label %193

193:                                              ; preds = %209, %154
  %194 = phi i32 [ 0, %154 ], [ %210, %209 ]
  %195 = shl i32 %194, 7
  %196 = add i32 %4, %195
  %197 = insertelement <2 x i32> poison, i32 %194, i64 0
  %198 = shufflevector <2 x i32> %197, <2 x i32> poison, <2 x i32> zeroinitializer
  %199 = or disjoint <2 x i32> %198, <i32 0, i32 1>
  %200 = icmp ule <2 x i32> %199, %192
  %201 = extractelement <2 x i1> %200, i64 0
  br i1 %201, label %202, label %204

202:                                              ; preds = %193
  %203 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 %196
  store i32 0, ptr addrspace(3) %203, align 4, !tbaa !14
  br label %204

204:                                              ; preds = %202, %193
  %205 = extractelement <2 x i1> %200, i64 1
  br i1 %205, label %206, label %209

206:                                              ; preds = %204
  %207 = getelementptr i32, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 %196
  %208 = getelementptr i8, ptr addrspace(3) %207, i32 512
  store i32 0, ptr addrspace(3) %208, align 4, !tbaa !14
  br label %209

209:                                              ; preds = %206, %204
  %210 = add nuw i32 %194, 2
  %211 = icmp eq i32 %210, %190
  br i1 %211, label %212, label %193, !llvm.loop !32

212:                                              ; preds = %209
  %213 = lshr i8 %183, 4
  %214 = zext nneg i8 %213 to i32
  %215 = lshr i32 %214, 3
  %216 = shl nuw nsw i32 %214, 7
  %217 = and i32 %216, 896
  %218 = add nuw nsw i32 %217, %4
  %219 = shl nuw nsw i32 %218, 2
  %220 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 %219
  %221 = getelementptr inbounds nuw i16, ptr addrspace(3) %220, i32 %215
  %222 = load i16, ptr addrspace(3) %221, align 2, !tbaa !18
  %223 = add i16 %222, 1
  store i16 %223, ptr addrspace(3) %221, align 2, !tbaa !18
  %224 = lshr i8 %184, 4
  %225 = zext nneg i8 %224 to i32
  %226 = lshr i32 %225, 3
  %227 = shl nuw nsw i32 %225, 7
  %228 = and i32 %227, 896
  %229 = add nuw nsw i32 %228, %4
  %230 = shl nuw nsw i32 %229, 2
  %231 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 %230
  %232 = getelementptr inbounds nuw i16, ptr addrspace(3) %231, i32 %226
  %233 = load i16, ptr addrspace(3) %232, align 2, !tbaa !18
  %234 = add i16 %233, 1
  store i16 %234, ptr addrspace(3) %232, align 2, !tbaa !18
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %235 = load i32, ptr addrspace(3) %50, align 8, !tbaa !5
  %236 = load i32, ptr addrspace(3) %51, align 4, !tbaa !5
  %237 = load i32, ptr addrspace(3) %52, align 8, !tbaa !5
  %238 = load i32, ptr addrspace(3) %53, align 4, !tbaa !5
  %239 = load i32, ptr addrspace(3) %54, align 8, !tbaa !5
  %240 = load i32, ptr addrspace(3) %55, align 4, !tbaa !5
  %241 = load i32, ptr addrspace(3) %56, align 8, !tbaa !5
  %242 = load i32, ptr addrspace(3) %57, align 4, !tbaa !5
  %243 = add i32 %236, %235
  %244 = add i32 %243, %237
  %245 = add i32 %244, %238
  %246 = add i32 %245, %239
  %247 = add i32 %246, %240
  %248 = add i32 %247, %241
  %249 = add i32 %248, %242
  %250 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %249, i32 273, i32 15, i32 15, i1 false)
  %251 = select i1 %61, i32 0, i32 %250
  %252 = add i32 %251, %249
  %253 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %252, i32 274, i32 15, i32 15, i1 false)
  %254 = select i1 %62, i32 %253, i32 0
  %255 = add i32 %252, %254
  %256 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %255, i32 276, i32 15, i32 15, i1 false)
  %257 = select i1 %63, i32 %256, i32 0
  %258 = add i32 %255, %257
  %259 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %258, i32 280, i32 15, i32 15, i1 false)
  %260 = select i1 %64, i32 %259, i32 0
  %261 = add i32 %258, %260
  %262 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %261, i32 322, i32 15, i32 15, i1 false)
  %263 = select i1 %66, i32 0, i32 %262
  %264 = add i32 %261, %263
  %265 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %264, i32 323, i32 15, i32 15, i1 false)
  %266 = select i1 %67, i32 %265, i32 0
  %267 = add i32 %264, %266
  br i1 %72, label %268, label %269

268:                                              ; preds = %212
  store i32 %267, ptr addrspace(3) %85, align 4, !tbaa !5
  br label %269

269:                                              ; preds = %268, %212
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %73, label %270, label %275

270:                                              ; preds = %269
  %271 = load i32, ptr addrspace(3) %86, align 4, !tbaa !5
  %272 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %271, i32 273, i32 15, i32 15, i1 false)
  %273 = select i1 %88, i32 0, i32 %272
  %274 = add i32 %273, %271
  store i32 %274, ptr addrspace(3) %86, align 4, !tbaa !5
  br label %275

275:                                              ; preds = %270, %269
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %74, label %278, label %276

276:                                              ; preds = %275
  %277 = load i32, ptr addrspace(3) %89, align 4, !tbaa !5
  br label %278

278:                                              ; preds = %276, %275
  %279 = phi i32 [ 0, %275 ], [ %277, %276 ]
  %280 = add i32 %279, %267
  %281 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %79, i32 %280)
  %282 = select i1 %80, i32 %279, i32 %281
  %283 = load i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 4100), align 4, !tbaa !5
  %284 = shl i32 %283, 16
  %285 = add i32 %284, %282
  %286 = add i32 %285, %235
  %287 = add i32 %286, %236
  %288 = add i32 %287, %237
  %289 = add i32 %288, %238
  %290 = add i32 %289, %239
  %291 = add i32 %290, %240
  %292 = add i32 %291, %241
  store i32 %285, ptr addrspace(3) %50, align 8, !tbaa !5
  store i32 %286, ptr addrspace(3) %51, align 4, !tbaa !5
  store i32 %287, ptr addrspace(3) %52, align 8, !tbaa !5
  store i32 %288, ptr addrspace(3) %53, align 4, !tbaa !5
  store i32 %289, ptr addrspace(3) %54, align 8, !tbaa !5
  store i32 %290, ptr addrspace(3) %55, align 4, !tbaa !5
  store i32 %291, ptr addrspace(3) %56, align 8, !tbaa !5
  store i32 %292, ptr addrspace(3) %57, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %293 = zext i16 %222 to i32
  %294 = load i16, ptr addrspace(3) %221, align 2, !tbaa !18
  %295 = zext i16 %294 to i32
  %296 = add nuw nsw i32 %295, %293
  %297 = zext i16 %233 to i32
  %298 = load i16, ptr addrspace(3) %232, align 2, !tbaa !18
  %299 = zext i16 %298 to i32
  %300 = add nuw nsw i32 %299, %297
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %301 = lshr i32 %296, 5
  %302 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 %301
  %303 = getelementptr inbounds nuw i8, ptr addrspace(3) %302, i32 %296
  store i8 %183, ptr addrspace(3) %303, align 1, !tbaa !14
  %304 = lshr i32 %300, 5
  %305 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 %304
  %306 = getelementptr inbounds nuw i8, ptr addrspace(3) %305, i32 %300
  store i8 %184, ptr addrspace(3) %306, align 1, !tbaa !14
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %307 = load i8, ptr addrspace(3) %83, align 1, !tbaa !14
  %308 = load i8, ptr addrspace(3) %84, align 1, !tbaa !14
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %17, label %328, label %331

309:                                              ; preds = %331
  %310 = or disjoint i32 %6, 1
  %311 = zext i8 %308 to i32
  %312 = getelementptr inbounds nuw i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 256), i32 %311
  %313 = zext i8 %307 to i32
  %314 = getelementptr inbounds nuw i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 384), i32 %313
  store i32 %310, ptr addrspace(3) %312, align 4, !tbaa !14
  store i32 %310, ptr addrspace(3) %314, align 4, !tbaa !14
  br label %315

315:                                              ; preds = %331, %309
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %316 = icmp eq i32 %4, 0
  br i1 %316, label %327, label %317

317:                                              ; preds = %315
  %318 = getelementptr i8, ptr addrspace(3) %332, i32 -1
  %319 = load i8, ptr addrspace(3) %318, align 1, !tbaa !14
  %320 = icmp eq i8 %319, %307
  br i1 %320, label %327, label %321

321:                                              ; preds = %317
  %322 = zext i8 %307 to i32
  %323 = getelementptr inbounds nuw i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 256), i32 %322
  store i32 %6, ptr addrspace(3) %323, align 4, !tbaa !14
  %324 = load i8, ptr addrspace(3) %318, align 1, !tbaa !14
  %325 = zext i8 %324 to i32
  %326 = getelementptr inbounds nuw i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 384), i32 %325
  store i32 %6, ptr addrspace(3) %326, align 4, !tbaa !14
  br label %327

327:                                              ; preds = %321, %317, %315
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %316, label %334, label %337

328:                                              ; preds = %278
  %329 = getelementptr inbounds nuw i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 256), i32 %4
  %330 = getelementptr inbounds nuw i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 384), i32 %4
  store i32 256, ptr addrspace(3) %329, align 4, !tbaa !14
  store i32 256, ptr addrspace(3) %330, align 4, !tbaa !14
  br label %331

331:                                              ; preds = %328, %278
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %332 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 %4
  store i8 %308, ptr addrspace(3) %332, align 1, !tbaa !14
  %333 = icmp eq i8 %307, %308
  br i1 %333, label %315, label %309

334:                                              ; preds = %327
  %335 = zext i8 %307 to i32
  %336 = getelementptr inbounds nuw i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 256), i32 %335
  store i32 0, ptr addrspace(3) %336, align 4, !tbaa !14
  br label %337

337:                                              ; preds = %334, %327
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %17, label %338, label %347

338:                                              ; preds = %337
  %339 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE4hist, i32 %4
  %340 = getelementptr inbounds nuw i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 256), i32 %4
  %341 = getelementptr inbounds nuw i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 384), i32 %4
  %342 = load i32, ptr addrspace(3) %341, align 4, !tbaa !14
  %343 = load i32, ptr addrspace(3) %340, align 4, !tbaa !14
  %344 = sub i32 %342, %343
  %345 = load i32, ptr addrspace(3) %339, align 4, !tbaa !5
  %346 = add i32 %344, %345
  store i32 %346, ptr addrspace(3) %339, align 4, !tbaa !5
  br label %347

347:                                              ; preds = %338, %337
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %17, label %348, label %355

348:                                              ; preds = %347
  %349 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE4hist, i32 %4
  %350 = shl i32 %3, 5
  %351 = or disjoint i32 %350, %4
  %352 = zext i32 %351 to i64
  %353 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %352
  %354 = load i32, ptr addrspace(3) %349, align 4, !tbaa !5
  store i32 %354, ptr addrspace(1) %353, align 4, !tbaa !5
  br label %355

355:                                              ; preds = %347, %348
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @block_exchange_striped(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %5 = shl i32 %3, 8
  %6 = shl nuw nsw i32 %4, 1
  %7 = add i32 %5, %6
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %8
  %10 = lshr i32 %4, 4
  %11 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ22block_exchange_stripedE2st, i32 %10
  %12 = shl nuw nsw i32 %4, 3
  %13 = getelementptr inbounds nuw i8, ptr addrspace(3) %11, i32 %12
  %14 = load <2 x i32>, ptr addrspace(1) %9, align 4, !tbaa !5
  store <2 x i32> %14, ptr addrspace(3) %13, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %15 = lshr i32 %4, 5
  %16 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ22block_exchange_stripedE2st, i32 %15
  %17 = getelementptr inbounds nuw i32, ptr addrspace(3) %16, i32 %4
  %18 = load i32, ptr addrspace(3) %17, align 4, !tbaa !5
  %19 = add nuw nsw i32 %4, 128
  %20 = lshr i32 %19, 5
  %21 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ22block_exchange_stripedE2st, i32 %20
  %22 = getelementptr inbounds nuw i32, ptr addrspace(3) %21, i32 %19
  %23 = load i32, ptr addrspace(3) %22, align 4, !tbaa !5
  %24 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %8
  %25 = insertelement <2 x i32> poison, i32 %18, i64 0
  %26 = insertelement <2 x i32> %25, i32 %23, i64 1
  store <2 x i32> %26, ptr addrspace(1) %24, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @block_discontinuity_flags(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %5 = shl i32 %3, 8
  %6 = shl nuw nsw i32 %4, 1
  %7 = add i32 %5, %6
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %8
  %10 = load <2 x i32>, ptr addrspace(1) %9, align 4, !tbaa !5
  %11 = extractelement <2 x i32> %10, i64 1
  %12 = extractelement <2 x i32> %10, i64 0
  %13 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ25block_discontinuity_flagsE2st, i32 %4
  store i32 %11, ptr addrspace(3) %13, align 4, !tbaa !5
  %14 = xor i32 %11, %12
  %15 = and i32 %14, 48
  %16 = icmp ne i32 %15, 0
  %17 = zext i1 %16 to i32
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %18 = insertelement <2 x i32> <i32 1, i32 poison>, i32 %17, i64 1
  %19 = icmp eq i32 %4, 0
  br i1 %19, label %28, label %20

20:                                               ; preds = %2
  %21 = getelementptr i8, ptr addrspace(3) %13, i32 -4
  %22 = load i32, ptr addrspace(3) %21, align 4, !tbaa !5
  %23 = xor i32 %22, %12
  %24 = and i32 %23, 48
  %25 = icmp ne i32 %24, 0
  %26 = zext i1 %25 to i32
  %27 = insertelement <2 x i32> %18, i32 %26, i64 0
  br label %28

28:                                               ; preds = %2, %20
  %29 = phi <2 x i32> [ %18, %2 ], [ %27, %20 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %30 = getelementptr inbounds nuw i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ25block_discontinuity_flagsE2st, i32 512), i32 %4
  store i32 %12, ptr addrspace(3) %30, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %31 = insertelement <2 x i32> <i32 poison, i32 1>, i32 %17, i64 0
  %32 = icmp eq i32 %4, 127
  br i1 %32, label %41, label %33

33:                                               ; preds = %28
  %34 = getelementptr inbounds nuw i8, ptr addrspace(3) %30, i32 4
  %35 = load i32, ptr addrspace(3) %34, align 4, !tbaa !5
  %36 = xor i32 %35, %11
  %37 = and i32 %36, 48
  %38 = icmp ne i32 %37, 0
  %39 = zext i1 %38 to i32
  %40 = insertelement <2 x i32> %31, i32 %39, i64 1
  br label %41

41:                                               ; preds = %28, %33
  %42 = phi <2 x i32> [ %31, %28 ], [ %40, %33 ]
  %43 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %8
  %44 = shl nsw <2 x i32> %42, splat (i32 1)
  %45 = or <2 x i32> %44, %29
  store <2 x i32> %45, ptr addrspace(1) %43, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #6

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #6

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.icmp.i64.i32(i32, i32, i32 immarg) #6

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.wave.barrier() #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y() #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z() #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.usub.sat.i32(i32, i32) #9

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #9

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #9

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare i64 @llvm.read_register.i64(metadata) #10

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #9

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #2 = { convergent mustprogress nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #3 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #4 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #6 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #7 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nocallback nofree nosync nounwind willreturn memory(read) }
attributes #11 = { convergent }

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
!14 = !{!7, !7, i64 0}
!15 = distinct !{!15, !16, !17}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!"llvm.loop.isvectorized", i32 1}
!18 = !{!19, !19, i64 0}
!19 = !{!"short", !7, i64 0}
!20 = distinct !{!20, !16, !17}
!21 = distinct !{!21, !16, !17}
!22 = distinct !{!22, !16, !17}
!23 = distinct !{!23, !16, !17}
!24 = distinct !{!24, !16}
!25 = distinct !{!25, !16}
!26 = !{!27, !27, i64 0}
!27 = !{!"short", !11, i64 0}
!28 = !{!"exec"}
!29 = !{i32 5, i32 6}
!30 = !{}
!31 = distinct !{!31, !16, !17}
!32 = distinct !{!32, !16, !17}
