; ModuleID = 'rocprim_block.hip'
source_filename = "rocprim_block.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%"struct.rocprim::detail::raw_storage" = type { [16 x i8] }
%"struct.rocprim::detail::raw_storage.0" = type { [4112 x i8] }
%"struct.rocprim::detail::raw_storage.1" = type { [4112 x i8] }
%"struct.rocprim::block_exchange<int, 128, 2>::storage_type_" = type { %"class.rocprim::uninitialized_array" }
%"class.rocprim::uninitialized_array" = type { [1056 x i8] }
%"struct.rocprim::detail::raw_storage.3" = type { [1024 x i8] }
%"struct.rocprim::detail::raw_storage.19" = type { [512 x i8] }
%"struct.rocprim::detail::raw_storage.21" = type { [512 x i8] }
%"struct.rocprim::detail::raw_storage.27" = type { [16 x i8] }
%"struct.rocprim::detail::raw_storage.37" = type { [528 x i8] }
%"struct.rocprim::detail::raw_storage.70" = type { [8208 x i8] }
%"struct.rocprim::detail::raw_storage.75" = type { [8208 x i8] }
%"struct.rocprim::detail::raw_storage.80" = type { [1040 x i8] }
%"struct.rocprim::detail::raw_storage.83" = type { [4112 x i8] }

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
@_ZZ6reduceILN7rocprim22block_reduce_algorithmE1EEvPKiPiE2st = linkonce_odr hidden local_unnamed_addr addrspace(3) global %"struct.rocprim::detail::raw_storage.19" undef, comdat, align 8
@_ZZ6reduceILN7rocprim22block_reduce_algorithmE2EEvPKiPiE2st = linkonce_odr hidden local_unnamed_addr addrspace(3) global %"struct.rocprim::detail::raw_storage.21" undef, comdat, align 8
@_ZZ4scanILN7rocprim20block_scan_algorithmE0EEvPKiPiE2st = linkonce_odr hidden local_unnamed_addr addrspace(3) global %"struct.rocprim::detail::raw_storage.27" undef, comdat, align 8
@_ZZ4scanILN7rocprim20block_scan_algorithmE1EEvPKiPiE2st = linkonce_odr hidden local_unnamed_addr addrspace(3) global %"struct.rocprim::detail::raw_storage.37" undef, comdat, align 8
@_ZZ4rankILN7rocprim26block_radix_rank_algorithmE0EEvPKjPjE2st = linkonce_odr hidden local_unnamed_addr addrspace(3) global %"struct.rocprim::detail::raw_storage.70" undef, comdat, align 8
@_ZZ4rankILN7rocprim26block_radix_rank_algorithmE1EEvPKjPjE2st = linkonce_odr hidden local_unnamed_addr addrspace(3) global %"struct.rocprim::detail::raw_storage.75" undef, comdat, align 8
@_ZZ4rankILN7rocprim26block_radix_rank_algorithmE2EEvPKjPjE2st = linkonce_odr hidden local_unnamed_addr addrspace(3) global %"struct.rocprim::detail::raw_storage.80" undef, comdat, align 8
@_ZZ9histogramILN7rocprim25block_histogram_algorithmE0EEvPKjPjE4hist = linkonce_odr hidden addrspace(3) global [32 x i32] undef, comdat, align 16
@_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st = linkonce_odr hidden local_unnamed_addr addrspace(3) global %"struct.rocprim::detail::raw_storage.83" undef, comdat, align 8
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
  %11 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %12 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 range(i32 -524288, 524288) %10, i32 177, i32 15, i32 15, i1 false)
  %13 = add nsw i32 %12, %10
  %14 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %13, i32 78, i32 15, i32 15, i1 false)
  %15 = add nsw i32 %13, %14
  %16 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %15, i32 276, i32 15, i32 15, i1 false)
  %17 = add nsw i32 %15, %16
  %18 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %17, i32 280, i32 15, i32 15, i1 false)
  %19 = add nsw i32 %17, %18
  %20 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %19, i32 480)
  %21 = add nsw i32 %19, %20
  %22 = shl i32 %11, 2
  %23 = or i32 %22, 124
  %24 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %23, i32 %21)
  %25 = icmp eq i32 %11, 0
  br i1 %25, label %26, label %29

26:                                               ; preds = %2
  %27 = lshr i32 %5, 5
  %28 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ6reduceILN7rocprim22block_reduce_algorithmE0EEvPKiPiE2st, i32 %27
  store i32 %24, ptr addrspace(3) %28, align 4, !tbaa !5
  br label %29

29:                                               ; preds = %26, %2
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %30 = icmp samesign ult i32 %5, 4
  br i1 %30, label %31, label %40

31:                                               ; preds = %29
  %32 = getelementptr inbounds i32, ptr addrspace(3) @_ZZ6reduceILN7rocprim22block_reduce_algorithmE0EEvPKiPiE2st, i32 %11
  %33 = load i32, ptr addrspace(3) %32, align 4, !tbaa !5
  %34 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %33, i32 177, i32 15, i32 15, i1 false)
  %35 = add nsw i32 %34, %33
  %36 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %35, i32 78, i32 15, i32 15, i1 false)
  %37 = add nsw i32 %35, %36
  %38 = or i32 %22, 12
  %39 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %38, i32 %37)
  br label %40

40:                                               ; preds = %31, %29
  %41 = phi i32 [ %39, %31 ], [ %24, %29 ]
  %42 = icmp eq i32 %5, 0
  br i1 %42, label %43, label %46

43:                                               ; preds = %40
  %44 = zext i32 %3 to i64
  %45 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %44
  store i32 %41, ptr addrspace(1) %45, align 4, !tbaa !5
  br label %46

46:                                               ; preds = %40, %43
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
  %12 = icmp samesign ult i32 %5, 32
  br i1 %12, label %13, label %40

13:                                               ; preds = %2
  %14 = shl nuw nsw i32 %5, 4
  %15 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ6reduceILN7rocprim22block_reduce_algorithmE1EEvPKiPiE2st, i32 %14
  %16 = load <2 x i32>, ptr addrspace(3) %15, align 8, !tbaa !5
  %17 = extractelement <2 x i32> %16, i64 0
  %18 = extractelement <2 x i32> %16, i64 1
  %19 = add nsw i32 %18, %17
  %20 = getelementptr inbounds nuw i8, ptr addrspace(3) %15, i32 8
  %21 = load i32, ptr addrspace(3) %20, align 8, !tbaa !5
  %22 = add nsw i32 %19, %21
  %23 = getelementptr inbounds nuw i8, ptr addrspace(3) %15, i32 12
  %24 = load i32, ptr addrspace(3) %23, align 4, !tbaa !5
  %25 = add nsw i32 %22, %24
  %26 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %25, i32 177, i32 15, i32 15, i1 false)
  %27 = add nsw i32 %26, %25
  %28 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %27, i32 78, i32 15, i32 15, i1 false)
  %29 = add nsw i32 %27, %28
  %30 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %29, i32 276, i32 15, i32 15, i1 false)
  %31 = add nsw i32 %29, %30
  %32 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %31, i32 280, i32 15, i32 15, i1 false)
  %33 = add nsw i32 %31, %32
  %34 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %33, i32 480)
  %35 = add nsw i32 %33, %34
  %36 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %37 = shl i32 %36, 2
  %38 = or i32 %37, 124
  %39 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %38, i32 %35)
  br label %40

40:                                               ; preds = %13, %2
  %41 = phi i32 [ %39, %13 ], [ undef, %2 ]
  %42 = icmp eq i32 %5, 0
  br i1 %42, label %43, label %46

43:                                               ; preds = %40
  %44 = zext i32 %3 to i64
  %45 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %44
  store i32 %41, ptr addrspace(1) %45, align 4, !tbaa !5
  br label %46

46:                                               ; preds = %40, %43
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
  %11 = icmp samesign ugt i32 %5, 31
  br i1 %11, label %12, label %14

12:                                               ; preds = %2
  %13 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ6reduceILN7rocprim22block_reduce_algorithmE2EEvPKiPiE2st, i32 %5
  store i32 %10, ptr addrspace(3) %13, align 4, !tbaa !5
  br label %14

14:                                               ; preds = %12, %2
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %15 = icmp samesign ult i32 %5, 32
  br i1 %15, label %16, label %41

16:                                               ; preds = %14
  %17 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ6reduceILN7rocprim22block_reduce_algorithmE2EEvPKiPiE2st, i32 %5
  %18 = getelementptr inbounds nuw i8, ptr addrspace(3) %17, i32 128
  %19 = load i32, ptr addrspace(3) %18, align 4, !tbaa !5
  %20 = add nsw i32 %19, %10
  %21 = getelementptr inbounds nuw i8, ptr addrspace(3) %17, i32 256
  %22 = load i32, ptr addrspace(3) %21, align 4, !tbaa !5
  %23 = add nsw i32 %20, %22
  %24 = getelementptr inbounds nuw i8, ptr addrspace(3) %17, i32 384
  %25 = load i32, ptr addrspace(3) %24, align 4, !tbaa !5
  %26 = add nsw i32 %23, %25
  %27 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %26, i32 177, i32 15, i32 15, i1 false)
  %28 = add nsw i32 %27, %26
  %29 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %28, i32 78, i32 15, i32 15, i1 false)
  %30 = add nsw i32 %28, %29
  %31 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %30, i32 276, i32 15, i32 15, i1 false)
  %32 = add nsw i32 %30, %31
  %33 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %32, i32 280, i32 15, i32 15, i1 false)
  %34 = add nsw i32 %32, %33
  %35 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %34, i32 480)
  %36 = add nsw i32 %34, %35
  %37 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %38 = shl i32 %37, 2
  %39 = or i32 %38, 124
  %40 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %39, i32 %36)
  br label %41

41:                                               ; preds = %16, %14
  %42 = phi i32 [ %40, %16 ], [ undef, %14 ]
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
  %13 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %14 = and i32 %5, 992
  %15 = tail call i32 @llvm.usub.sat.i32(i32 %12, i32 %14)
  %16 = and i32 %13, 31
  %17 = icmp ne i32 %16, 31
  %18 = zext i1 %17 to i32
  %19 = add i32 %13, %18
  %20 = shl i32 %19, 2
  %21 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %20, i32 %9)
  %22 = add i32 %13, 1
  %23 = icmp ult i32 %22, %15
  %24 = tail call i32 @llvm.smax.i32(i32 %9, i32 %21)
  %25 = select i1 %23, i32 %24, i32 %9
  %26 = icmp samesign ult i32 %16, 30
  %27 = select i1 %26, i32 2, i32 0
  %28 = add i32 %27, %13
  %29 = shl i32 %28, 2
  %30 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %29, i32 %25)
  %31 = add i32 %13, 2
  %32 = icmp ult i32 %31, %15
  %33 = tail call i32 @llvm.smax.i32(i32 %25, i32 %30)
  %34 = select i1 %32, i32 %33, i32 %25
  %35 = icmp samesign ult i32 %16, 28
  %36 = select i1 %35, i32 4, i32 0
  %37 = add i32 %36, %13
  %38 = shl i32 %37, 2
  %39 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %38, i32 %34)
  %40 = add i32 %13, 4
  %41 = icmp ult i32 %40, %15
  %42 = tail call i32 @llvm.smax.i32(i32 %34, i32 %39)
  %43 = select i1 %41, i32 %42, i32 %34
  %44 = icmp samesign ult i32 %16, 24
  %45 = select i1 %44, i32 8, i32 0
  %46 = add i32 %45, %13
  %47 = shl i32 %46, 2
  %48 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %47, i32 %43)
  %49 = add i32 %13, 8
  %50 = icmp ult i32 %49, %15
  %51 = tail call i32 @llvm.smax.i32(i32 %43, i32 %48)
  %52 = select i1 %50, i32 %51, i32 %43
  %53 = shl i32 %13, 2
  %54 = or i32 %53, 64
  %55 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %54, i32 %52)
  %56 = add i32 %13, 16
  %57 = icmp ult i32 %56, %15
  %58 = tail call i32 @llvm.smax.i32(i32 %52, i32 %55)
  %59 = select i1 %57, i32 %58, i32 %52
  %60 = icmp eq i32 %13, 0
  br i1 %60, label %61, label %64

61:                                               ; preds = %2
  %62 = lshr i32 %5, 5
  %63 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ22block_reduce_max_validE2st, i32 %62
  store i32 %59, ptr addrspace(3) %63, align 4, !tbaa !5
  br label %64

64:                                               ; preds = %61, %2
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %65 = icmp samesign ult i32 %5, 4
  br i1 %65, label %66, label %87

66:                                               ; preds = %64
  %67 = getelementptr inbounds i32, ptr addrspace(3) @_ZZ22block_reduce_max_validE2st, i32 %13
  %68 = load i32, ptr addrspace(3) %67, align 4, !tbaa !5
  %69 = add i32 %11, 131
  %70 = lshr i32 %69, 5
  %71 = and i32 %13, 3
  %72 = add nuw nsw i32 %71, 1
  %73 = icmp ne i32 %71, 3
  %74 = zext i1 %73 to i32
  %75 = add i32 %13, %74
  %76 = shl i32 %75, 2
  %77 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %76, i32 %68)
  %78 = icmp samesign ult i32 %72, %70
  %79 = tail call i32 @llvm.smax.i32(i32 %68, i32 %77)
  %80 = select i1 %78, i32 %79, i32 %68
  %81 = add nuw nsw i32 %71, 2
  %82 = or i32 %53, 8
  %83 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %82, i32 %80)
  %84 = icmp samesign ult i32 %81, %70
  %85 = tail call i32 @llvm.smax.i32(i32 %80, i32 %83)
  %86 = select i1 %84, i32 %85, i32 %80
  br label %87

87:                                               ; preds = %64, %66
  %88 = phi i32 [ %86, %66 ], [ %59, %64 ]
  %89 = icmp eq i32 %5, 0
  br i1 %89, label %90, label %92

90:                                               ; preds = %87
  %91 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %10
  store i32 %88, ptr addrspace(1) %91, align 4, !tbaa !5
  br label %92

92:                                               ; preds = %90, %87
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
  %18 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %19 = and i32 %18, 15
  %20 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %17, i32 273, i32 15, i32 15, i1 false)
  %21 = icmp eq i32 %19, 0
  %22 = select i1 %21, i32 0, i32 %20
  %23 = add nsw i32 %22, %17
  %24 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %23, i32 274, i32 15, i32 15, i1 false)
  %25 = icmp samesign ugt i32 %19, 1
  %26 = select i1 %25, i32 %24, i32 0
  %27 = add nsw i32 %23, %26
  %28 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %27, i32 276, i32 15, i32 15, i1 false)
  %29 = icmp samesign ugt i32 %19, 3
  %30 = select i1 %29, i32 %28, i32 0
  %31 = add nsw i32 %27, %30
  %32 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %31, i32 280, i32 15, i32 15, i1 false)
  %33 = icmp samesign ugt i32 %19, 7
  %34 = select i1 %33, i32 %32, i32 0
  %35 = add nsw i32 %31, %34
  %36 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %35, i32 480)
  %37 = and i32 %18, 16
  %38 = icmp eq i32 %37, 0
  %39 = select i1 %38, i32 0, i32 %36
  %40 = add nsw i32 %35, %39
  %41 = lshr i32 %4, 5
  %42 = and i32 %4, 992
  %43 = tail call i32 @llvm.umin.i32(i32 %42, i32 96)
  %44 = or disjoint i32 %43, 31
  %45 = icmp eq i32 %4, %44
  br i1 %45, label %46, label %48

46:                                               ; preds = %2
  %47 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ4scanILN7rocprim20block_scan_algorithmE0EEvPKiPiE2st, i32 %41
  store i32 %40, ptr addrspace(3) %47, align 4, !tbaa !5
  br label %48

48:                                               ; preds = %46, %2
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %49 = icmp samesign ult i32 %4, 4
  br i1 %49, label %50, label %62

50:                                               ; preds = %48
  %51 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ4scanILN7rocprim20block_scan_algorithmE0EEvPKiPiE2st, i32 %4
  %52 = load i32, ptr addrspace(3) %51, align 4, !tbaa !5
  %53 = and i32 %18, 3
  %54 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %52, i32 273, i32 15, i32 15, i1 false)
  %55 = icmp eq i32 %53, 0
  %56 = select i1 %55, i32 0, i32 %54
  %57 = add nsw i32 %56, %52
  %58 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %57, i32 274, i32 15, i32 15, i1 false)
  %59 = icmp samesign ugt i32 %53, 1
  %60 = select i1 %59, i32 %58, i32 0
  %61 = add nsw i32 %57, %60
  store i32 %61, ptr addrspace(3) %51, align 4, !tbaa !5
  br label %62

62:                                               ; preds = %50, %48
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %63 = icmp eq i32 %41, 0
  br i1 %63, label %69, label %64

64:                                               ; preds = %62
  %65 = getelementptr i32, ptr addrspace(3) @_ZZ4scanILN7rocprim20block_scan_algorithmE0EEvPKiPiE2st, i32 %41
  %66 = getelementptr i8, ptr addrspace(3) %65, i32 -4
  %67 = load i32, ptr addrspace(3) %66, align 4, !tbaa !5
  %68 = add nsw i32 %67, %40
  br label %69

69:                                               ; preds = %64, %62
  %70 = phi i32 [ %40, %62 ], [ %68, %64 ]
  %71 = phi i32 [ undef, %62 ], [ %67, %64 ]
  %72 = add i32 %18, -1
  %73 = and i32 %18, -32
  %74 = icmp slt i32 %72, %73
  %75 = select i1 %74, i32 %18, i32 %72
  %76 = shl i32 %75, 2
  %77 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %76, i32 %70)
  %78 = icmp eq i32 %4, 0
  %79 = icmp eq i32 %18, 0
  %80 = select i1 %79, i32 %71, i32 %77
  %81 = select i1 %78, i32 0, i32 %80
  %82 = add nsw i32 %81, %15
  %83 = add nsw i32 %82, %16
  %84 = load i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ4scanILN7rocprim20block_scan_algorithmE0EEvPKiPiE2st, i32 12), align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %85 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %17, i32 273, i32 15, i32 15, i1 false)
  %86 = select i1 %21, i32 0, i32 %85
  %87 = add nsw i32 %86, %17
  %88 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %87, i32 274, i32 15, i32 15, i1 false)
  %89 = select i1 %25, i32 %88, i32 0
  %90 = add nsw i32 %87, %89
  %91 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %90, i32 276, i32 15, i32 15, i1 false)
  %92 = select i1 %29, i32 %91, i32 0
  %93 = add nsw i32 %90, %92
  %94 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %93, i32 280, i32 15, i32 15, i1 false)
  %95 = select i1 %33, i32 %94, i32 0
  %96 = add nsw i32 %93, %95
  %97 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %96, i32 480)
  %98 = select i1 %38, i32 0, i32 %97
  %99 = add nsw i32 %96, %98
  br i1 %45, label %100, label %102

100:                                              ; preds = %69
  %101 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ4scanILN7rocprim20block_scan_algorithmE0EEvPKiPiE2st, i32 %41
  store i32 %99, ptr addrspace(3) %101, align 4, !tbaa !5
  br label %102

102:                                              ; preds = %100, %69
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %49, label %103, label %115

103:                                              ; preds = %102
  %104 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ4scanILN7rocprim20block_scan_algorithmE0EEvPKiPiE2st, i32 %4
  %105 = load i32, ptr addrspace(3) %104, align 4, !tbaa !5
  %106 = and i32 %18, 3
  %107 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %105, i32 273, i32 15, i32 15, i1 false)
  %108 = icmp eq i32 %106, 0
  %109 = select i1 %108, i32 0, i32 %107
  %110 = add nsw i32 %109, %105
  %111 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %110, i32 274, i32 15, i32 15, i1 false)
  %112 = icmp samesign ugt i32 %106, 1
  %113 = select i1 %112, i32 %111, i32 0
  %114 = add nsw i32 %110, %113
  store i32 %114, ptr addrspace(3) %104, align 4, !tbaa !5
  br label %115

115:                                              ; preds = %103, %102
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %63, label %121, label %116

116:                                              ; preds = %115
  %117 = getelementptr i32, ptr addrspace(3) @_ZZ4scanILN7rocprim20block_scan_algorithmE0EEvPKiPiE2st, i32 %41
  %118 = getelementptr i8, ptr addrspace(3) %117, i32 -4
  %119 = load i32, ptr addrspace(3) %118, align 4, !tbaa !5
  %120 = add nsw i32 %119, 5
  br label %121

121:                                              ; preds = %116, %115
  %122 = phi i32 [ 5, %115 ], [ %120, %116 ]
  %123 = add nsw i32 %122, %99
  %124 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %76, i32 %123)
  %125 = select i1 %79, i32 %122, i32 %124
  %126 = select i1 %78, i32 5, i32 %125
  %127 = add nsw i32 %126, %15
  %128 = shl i32 %3, 9
  %129 = shl nuw nsw i32 %4, 2
  %130 = add i32 %128, %129
  %131 = zext i32 %130 to i64
  %132 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %131
  store i32 %82, ptr addrspace(1) %132, align 4, !tbaa !5
  %133 = or disjoint i32 %130, 1
  %134 = zext i32 %133 to i64
  %135 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %134
  store i32 %126, ptr addrspace(1) %135, align 4, !tbaa !5
  %136 = or disjoint i32 %130, 2
  %137 = zext i32 %136 to i64
  %138 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %137
  store i32 %83, ptr addrspace(1) %138, align 4, !tbaa !5
  %139 = or disjoint i32 %130, 3
  %140 = zext i32 %139 to i64
  %141 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %140
  store i32 %127, ptr addrspace(1) %141, align 4, !tbaa !5
  br i1 %78, label %142, label %149

142:                                              ; preds = %121
  %143 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %144 = load i32, ptr addrspace(4) %143, align 4, !tbaa !9
  %145 = shl i32 %144, 9
  %146 = add i32 %145, %3
  %147 = zext i32 %146 to i64
  %148 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %147
  store i32 %84, ptr addrspace(1) %148, align 4, !tbaa !5
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
  %21 = icmp samesign ult i32 %4, 32
  br i1 %21, label %22, label %72

22:                                               ; preds = %2
  %23 = lshr i32 %4, 3
  %24 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ4scanILN7rocprim20block_scan_algorithmE1EEvPKiPiE2st, i32 %23
  %25 = shl nuw nsw i32 %4, 4
  %26 = getelementptr inbounds nuw i8, ptr addrspace(3) %24, i32 %25
  %27 = load i32, ptr addrspace(3) %26, align 4, !tbaa !5
  %28 = getelementptr inbounds nuw i8, ptr addrspace(3) %26, i32 4
  %29 = load i32, ptr addrspace(3) %28, align 4, !tbaa !5
  %30 = add nsw i32 %29, %27
  %31 = getelementptr inbounds nuw i8, ptr addrspace(3) %26, i32 8
  %32 = load i32, ptr addrspace(3) %31, align 4, !tbaa !5
  %33 = add nsw i32 %30, %32
  %34 = getelementptr inbounds nuw i8, ptr addrspace(3) %26, i32 12
  %35 = load i32, ptr addrspace(3) %34, align 4, !tbaa !5
  %36 = add nsw i32 %33, %35
  %37 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %38 = and i32 %37, 15
  %39 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %36, i32 273, i32 15, i32 15, i1 false)
  %40 = icmp eq i32 %38, 0
  %41 = select i1 %40, i32 0, i32 %39
  %42 = add nsw i32 %41, %36
  %43 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %42, i32 274, i32 15, i32 15, i1 false)
  %44 = icmp samesign ugt i32 %38, 1
  %45 = select i1 %44, i32 %43, i32 0
  %46 = add nsw i32 %42, %45
  %47 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %46, i32 276, i32 15, i32 15, i1 false)
  %48 = icmp samesign ugt i32 %38, 3
  %49 = select i1 %48, i32 %47, i32 0
  %50 = add nsw i32 %46, %49
  %51 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %50, i32 280, i32 15, i32 15, i1 false)
  %52 = icmp samesign ugt i32 %38, 7
  %53 = select i1 %52, i32 %51, i32 0
  %54 = add nsw i32 %50, %53
  %55 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %54, i32 480)
  %56 = and i32 %37, 16
  %57 = icmp eq i32 %56, 0
  %58 = select i1 %57, i32 0, i32 %55
  %59 = add nsw i32 %54, %58
  %60 = add i32 %37, -1
  %61 = and i32 %37, -32
  %62 = icmp slt i32 %60, %61
  %63 = select i1 %62, i32 %37, i32 %60
  %64 = shl i32 %63, 2
  %65 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %64, i32 %59)
  %66 = add nsw i32 %65, %27
  %67 = icmp eq i32 %4, 0
  %68 = select i1 %67, i32 %17, i32 %66
  store i32 %68, ptr addrspace(3) %26, align 4, !tbaa !5
  %69 = add nsw i32 %68, %29
  store i32 %69, ptr addrspace(3) %28, align 4, !tbaa !5
  %70 = add nsw i32 %69, %32
  store i32 %70, ptr addrspace(3) %31, align 4, !tbaa !5
  %71 = add nsw i32 %70, %35
  store i32 %71, ptr addrspace(3) %34, align 4, !tbaa !5
  br label %72

72:                                               ; preds = %22, %2
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %73 = icmp eq i32 %4, 0
  br i1 %73, label %82, label %74

74:                                               ; preds = %72
  %75 = add nsw i32 %4, -1
  %76 = lshr i32 %75, 5
  %77 = getelementptr i32, ptr addrspace(3) @_ZZ4scanILN7rocprim20block_scan_algorithmE1EEvPKiPiE2st, i32 %76
  %78 = getelementptr i32, ptr addrspace(3) %77, i32 %75
  %79 = load i32, ptr addrspace(3) %78, align 4, !tbaa !5
  %80 = add nsw i32 %79, %15
  %81 = add nsw i32 %80, %16
  br label %82

82:                                               ; preds = %74, %72
  %83 = phi i32 [ %17, %72 ], [ %81, %74 ]
  %84 = phi i32 [ %15, %72 ], [ %80, %74 ]
  %85 = load i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ4scanILN7rocprim20block_scan_algorithmE1EEvPKiPiE2st, i32 520), align 8, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  store i32 %17, ptr addrspace(3) %20, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %21, label %86, label %135

86:                                               ; preds = %82
  %87 = lshr i32 %4, 3
  %88 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ4scanILN7rocprim20block_scan_algorithmE1EEvPKiPiE2st, i32 %87
  %89 = shl nuw nsw i32 %4, 4
  %90 = getelementptr inbounds nuw i8, ptr addrspace(3) %88, i32 %89
  %91 = load i32, ptr addrspace(3) %90, align 4, !tbaa !5
  %92 = getelementptr inbounds nuw i8, ptr addrspace(3) %90, i32 4
  %93 = load i32, ptr addrspace(3) %92, align 4, !tbaa !5
  %94 = add nsw i32 %93, %91
  %95 = getelementptr inbounds nuw i8, ptr addrspace(3) %90, i32 8
  %96 = load i32, ptr addrspace(3) %95, align 4, !tbaa !5
  %97 = add nsw i32 %94, %96
  %98 = getelementptr inbounds nuw i8, ptr addrspace(3) %90, i32 12
  %99 = load i32, ptr addrspace(3) %98, align 4, !tbaa !5
  %100 = add nsw i32 %97, %99
  %101 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %102 = and i32 %101, 15
  %103 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %100, i32 273, i32 15, i32 15, i1 false)
  %104 = icmp eq i32 %102, 0
  %105 = select i1 %104, i32 0, i32 %103
  %106 = add nsw i32 %105, %100
  %107 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %106, i32 274, i32 15, i32 15, i1 false)
  %108 = icmp samesign ugt i32 %102, 1
  %109 = select i1 %108, i32 %107, i32 0
  %110 = add nsw i32 %106, %109
  %111 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %110, i32 276, i32 15, i32 15, i1 false)
  %112 = icmp samesign ugt i32 %102, 3
  %113 = select i1 %112, i32 %111, i32 0
  %114 = add nsw i32 %110, %113
  %115 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %114, i32 280, i32 15, i32 15, i1 false)
  %116 = icmp samesign ugt i32 %102, 7
  %117 = select i1 %116, i32 %115, i32 0
  %118 = add nsw i32 %114, %117
  %119 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %118, i32 480)
  %120 = and i32 %101, 16
  %121 = icmp eq i32 %120, 0
  %122 = select i1 %121, i32 0, i32 %119
  %123 = add nsw i32 %118, %122
  %124 = add i32 %101, -1
  %125 = and i32 %101, -32
  %126 = icmp slt i32 %124, %125
  %127 = select i1 %126, i32 %101, i32 %124
  %128 = shl i32 %127, 2
  %129 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %128, i32 %123)
  %130 = add nsw i32 %129, %91
  %131 = select i1 %73, i32 %17, i32 %130
  store i32 %131, ptr addrspace(3) %90, align 4, !tbaa !5
  %132 = add nsw i32 %131, %93
  store i32 %132, ptr addrspace(3) %92, align 4, !tbaa !5
  %133 = add nsw i32 %132, %96
  store i32 %133, ptr addrspace(3) %95, align 4, !tbaa !5
  %134 = add nsw i32 %133, %99
  store i32 %134, ptr addrspace(3) %98, align 4, !tbaa !5
  br label %135

135:                                              ; preds = %86, %82
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %73, label %143, label %136

136:                                              ; preds = %135
  %137 = add nsw i32 %4, -1
  %138 = lshr i32 %137, 5
  %139 = getelementptr i32, ptr addrspace(3) @_ZZ4scanILN7rocprim20block_scan_algorithmE1EEvPKiPiE2st, i32 %138
  %140 = getelementptr i32, ptr addrspace(3) %139, i32 %137
  %141 = load i32, ptr addrspace(3) %140, align 4, !tbaa !5
  %142 = add nsw i32 %141, 5
  br label %143

143:                                              ; preds = %136, %135
  %144 = phi i32 [ 5, %135 ], [ %142, %136 ]
  %145 = add nsw i32 %144, %15
  %146 = shl i32 %3, 9
  %147 = shl nuw nsw i32 %4, 2
  %148 = add i32 %146, %147
  %149 = zext i32 %148 to i64
  %150 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %149
  store i32 %84, ptr addrspace(1) %150, align 4, !tbaa !5
  %151 = or disjoint i32 %148, 1
  %152 = zext i32 %151 to i64
  %153 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %152
  store i32 %144, ptr addrspace(1) %153, align 4, !tbaa !5
  %154 = or disjoint i32 %148, 2
  %155 = zext i32 %154 to i64
  %156 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %155
  store i32 %83, ptr addrspace(1) %156, align 4, !tbaa !5
  %157 = or disjoint i32 %148, 3
  %158 = zext i32 %157 to i64
  %159 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %158
  store i32 %145, ptr addrspace(1) %159, align 4, !tbaa !5
  br i1 %73, label %160, label %167

160:                                              ; preds = %143
  %161 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %162 = load i32, ptr addrspace(4) %161, align 4, !tbaa !9
  %163 = shl i32 %162, 9
  %164 = add i32 %163, %3
  %165 = zext i32 %164 to i64
  %166 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %165
  store i32 %85, ptr addrspace(1) %166, align 4, !tbaa !5
  br label %167

167:                                              ; preds = %143, %160
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
  %10 = load i32, ptr addrspace(1) %9, align 4, !tbaa !5
  %11 = insertelement <2 x i32> poison, i32 %10, i64 0
  %12 = or disjoint i32 %7, 1
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %13
  %15 = load i32, ptr addrspace(1) %14, align 4, !tbaa !5
  %16 = insertelement <2 x i32> %11, i32 %15, i64 1
  %17 = shl nuw nsw i32 %4, 5
  %18 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ21block_radix_sort_keysE2st, i32 %17
  %19 = getelementptr inbounds nuw i8, ptr addrspace(3) %18, i32 4
  %20 = getelementptr inbounds nuw i8, ptr addrspace(3) %18, i32 8
  %21 = getelementptr inbounds nuw i8, ptr addrspace(3) %18, i32 12
  %22 = getelementptr inbounds nuw i8, ptr addrspace(3) %18, i32 16
  %23 = getelementptr inbounds nuw i8, ptr addrspace(3) %18, i32 20
  %24 = getelementptr inbounds nuw i8, ptr addrspace(3) %18, i32 24
  %25 = getelementptr inbounds nuw i8, ptr addrspace(3) %18, i32 28
  %26 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %27 = and i32 %26, 15
  %28 = icmp eq i32 %27, 0
  %29 = icmp samesign ugt i32 %27, 1
  %30 = icmp samesign ugt i32 %27, 3
  %31 = icmp samesign ugt i32 %27, 7
  %32 = and i32 %26, 16
  %33 = icmp eq i32 %32, 0
  %34 = lshr i32 %4, 5
  %35 = and i32 %4, 992
  %36 = tail call i32 @llvm.umin.i32(i32 %35, i32 96)
  %37 = or disjoint i32 %36, 31
  %38 = icmp eq i32 %4, %37
  %39 = icmp samesign ult i32 %4, 4
  %40 = icmp eq i32 %34, 0
  %41 = add i32 %26, -1
  %42 = and i32 %26, -32
  %43 = icmp slt i32 %41, %42
  %44 = select i1 %43, i32 %26, i32 %41
  %45 = shl i32 %44, 2
  %46 = icmp eq i32 %26, 0
  %47 = lshr i32 %4, 4
  %48 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ21block_radix_sort_keysE2st, i32 %47
  %49 = shl nuw nsw i32 %4, 3
  %50 = getelementptr inbounds nuw i8, ptr addrspace(3) %48, i32 %49
  %51 = getelementptr inbounds nuw i8, ptr addrspace(3) %50, i32 4
  %52 = getelementptr i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ21block_radix_sort_keysE2st, i32 4096), i32 %34
  %53 = getelementptr inbounds nuw i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ21block_radix_sort_keysE2st, i32 4096), i32 %4
  %54 = and i32 %26, 3
  %55 = icmp eq i32 %54, 0
  %56 = icmp samesign ugt i32 %54, 1
  %57 = getelementptr i8, ptr addrspace(3) %52, i32 -4
  %58 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ21block_radix_sort_keysE2st, i32 %4
  %59 = icmp samesign ult i32 %4, 896
  %60 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ21block_radix_sort_keysE2st, i32 %4
  %61 = getelementptr inbounds nuw i8, ptr addrspace(3) %60, i32 512
  %62 = icmp samesign ult i32 %4, 768
  %63 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ21block_radix_sort_keysE2st, i32 %4
  %64 = getelementptr inbounds nuw i8, ptr addrspace(3) %63, i32 1024
  %65 = icmp samesign ult i32 %4, 640
  %66 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ21block_radix_sort_keysE2st, i32 %4
  %67 = getelementptr inbounds nuw i8, ptr addrspace(3) %66, i32 1536
  %68 = icmp samesign ult i32 %4, 512
  %69 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ21block_radix_sort_keysE2st, i32 %4
  %70 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 2048
  %71 = icmp samesign ult i32 %4, 384
  %72 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ21block_radix_sort_keysE2st, i32 %4
  %73 = getelementptr inbounds nuw i8, ptr addrspace(3) %72, i32 2560
  %74 = icmp samesign ult i32 %4, 256
  %75 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ21block_radix_sort_keysE2st, i32 %4
  %76 = getelementptr inbounds nuw i8, ptr addrspace(3) %75, i32 3072
  %77 = icmp samesign ult i32 %4, 128
  %78 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ21block_radix_sort_keysE2st, i32 %4
  %79 = getelementptr inbounds nuw i8, ptr addrspace(3) %78, i32 3584
  br label %80

80:                                               ; preds = %190, %2
  %81 = phi <2 x i32> [ %192, %190 ], [ %16, %2 ]
  %82 = phi i32 [ %193, %190 ], [ 0, %2 ]
  store i32 0, ptr addrspace(3) %58, align 4, !tbaa !14
  br i1 %59, label %83, label %90, !llvm.loop !15

83:                                               ; preds = %80
  store i32 0, ptr addrspace(3) %61, align 4, !tbaa !14
  br i1 %62, label %84, label %90, !llvm.loop !15

84:                                               ; preds = %83
  store i32 0, ptr addrspace(3) %64, align 4, !tbaa !14
  br i1 %65, label %85, label %90, !llvm.loop !15

85:                                               ; preds = %84
  store i32 0, ptr addrspace(3) %67, align 4, !tbaa !14
  br i1 %68, label %86, label %90, !llvm.loop !15

86:                                               ; preds = %85
  store i32 0, ptr addrspace(3) %70, align 4, !tbaa !14
  br i1 %71, label %87, label %90, !llvm.loop !15

87:                                               ; preds = %86
  store i32 0, ptr addrspace(3) %73, align 4, !tbaa !14
  br i1 %74, label %88, label %90, !llvm.loop !15

88:                                               ; preds = %87
  store i32 0, ptr addrspace(3) %76, align 4, !tbaa !14
  br i1 %77, label %89, label %90, !llvm.loop !15

89:                                               ; preds = %88
  store i32 0, ptr addrspace(3) %79, align 4, !tbaa !14
  br label %90

90:                                               ; preds = %89, %88, %87, %86, %85, %84, %83, %80
  %91 = extractelement <2 x i32> %81, i64 0
  %92 = lshr i32 %91, %82
  %93 = and i32 %92, 15
  %94 = lshr i32 %93, 3
  %95 = shl nuw nsw i32 %93, 7
  %96 = and i32 %95, 896
  %97 = add nuw nsw i32 %96, %4
  %98 = shl nuw nsw i32 %97, 2
  %99 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ21block_radix_sort_keysE2st, i32 %98
  %100 = getelementptr inbounds nuw i16, ptr addrspace(3) %99, i32 %94
  %101 = load i16, ptr addrspace(3) %100, align 2, !tbaa !17
  %102 = add i16 %101, 1
  store i16 %102, ptr addrspace(3) %100, align 2, !tbaa !17
  %103 = extractelement <2 x i32> %81, i64 1
  %104 = lshr i32 %103, %82
  %105 = and i32 %104, 15
  %106 = lshr i32 %105, 3
  %107 = shl nuw nsw i32 %105, 7
  %108 = and i32 %107, 896
  %109 = add nuw nsw i32 %108, %4
  %110 = shl nuw nsw i32 %109, 2
  %111 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ21block_radix_sort_keysE2st, i32 %110
  %112 = getelementptr inbounds nuw i16, ptr addrspace(3) %111, i32 %106
  %113 = load i16, ptr addrspace(3) %112, align 2, !tbaa !17
  %114 = add i16 %113, 1
  store i16 %114, ptr addrspace(3) %112, align 2, !tbaa !17
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %115 = load i32, ptr addrspace(3) %18, align 8, !tbaa !5
  %116 = load i32, ptr addrspace(3) %19, align 4, !tbaa !5
  %117 = load i32, ptr addrspace(3) %20, align 8, !tbaa !5
  %118 = load i32, ptr addrspace(3) %21, align 4, !tbaa !5
  %119 = load i32, ptr addrspace(3) %22, align 8, !tbaa !5
  %120 = load i32, ptr addrspace(3) %23, align 4, !tbaa !5
  %121 = load i32, ptr addrspace(3) %24, align 8, !tbaa !5
  %122 = load i32, ptr addrspace(3) %25, align 4, !tbaa !5
  %123 = add i32 %116, %115
  %124 = add i32 %123, %117
  %125 = add i32 %124, %118
  %126 = add i32 %125, %119
  %127 = add i32 %126, %120
  %128 = add i32 %127, %121
  %129 = add i32 %128, %122
  %130 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %129, i32 273, i32 15, i32 15, i1 false)
  %131 = select i1 %28, i32 0, i32 %130
  %132 = add i32 %131, %129
  %133 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %132, i32 274, i32 15, i32 15, i1 false)
  %134 = select i1 %29, i32 %133, i32 0
  %135 = add i32 %132, %134
  %136 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %135, i32 276, i32 15, i32 15, i1 false)
  %137 = select i1 %30, i32 %136, i32 0
  %138 = add i32 %135, %137
  %139 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %138, i32 280, i32 15, i32 15, i1 false)
  %140 = select i1 %31, i32 %139, i32 0
  %141 = add i32 %138, %140
  %142 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %141, i32 480)
  %143 = select i1 %33, i32 0, i32 %142
  %144 = add i32 %141, %143
  br i1 %38, label %145, label %146

145:                                              ; preds = %90
  store i32 %144, ptr addrspace(3) %52, align 4, !tbaa !5
  br label %146

146:                                              ; preds = %145, %90
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %39, label %147, label %155

147:                                              ; preds = %146
  %148 = load i32, ptr addrspace(3) %53, align 4, !tbaa !5
  %149 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %148, i32 273, i32 15, i32 15, i1 false)
  %150 = select i1 %55, i32 0, i32 %149
  %151 = add i32 %150, %148
  %152 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %151, i32 274, i32 15, i32 15, i1 false)
  %153 = select i1 %56, i32 %152, i32 0
  %154 = add i32 %151, %153
  store i32 %154, ptr addrspace(3) %53, align 4, !tbaa !5
  br label %155

155:                                              ; preds = %147, %146
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %40, label %158, label %156

156:                                              ; preds = %155
  %157 = load i32, ptr addrspace(3) %57, align 4, !tbaa !5
  br label %158

158:                                              ; preds = %156, %155
  %159 = phi i32 [ 0, %155 ], [ %157, %156 ]
  %160 = add i32 %159, %144
  %161 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %45, i32 %160)
  %162 = select i1 %46, i32 %159, i32 %161
  %163 = load i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ21block_radix_sort_keysE2st, i32 4108), align 4, !tbaa !5
  %164 = shl i32 %163, 16
  %165 = add i32 %164, %162
  %166 = add i32 %165, %115
  %167 = add i32 %166, %116
  %168 = add i32 %167, %117
  %169 = add i32 %168, %118
  %170 = add i32 %169, %119
  %171 = add i32 %170, %120
  %172 = add i32 %171, %121
  store i32 %165, ptr addrspace(3) %18, align 8, !tbaa !5
  store i32 %166, ptr addrspace(3) %19, align 4, !tbaa !5
  store i32 %167, ptr addrspace(3) %20, align 8, !tbaa !5
  store i32 %168, ptr addrspace(3) %21, align 4, !tbaa !5
  store i32 %169, ptr addrspace(3) %22, align 8, !tbaa !5
  store i32 %170, ptr addrspace(3) %23, align 4, !tbaa !5
  store i32 %171, ptr addrspace(3) %24, align 8, !tbaa !5
  store i32 %172, ptr addrspace(3) %25, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %173 = zext i16 %101 to i32
  %174 = load i16, ptr addrspace(3) %100, align 2, !tbaa !17
  %175 = zext i16 %174 to i32
  %176 = add nuw nsw i32 %175, %173
  %177 = zext i16 %113 to i32
  %178 = load i16, ptr addrspace(3) %112, align 2, !tbaa !17
  %179 = zext i16 %178 to i32
  %180 = add nuw nsw i32 %179, %177
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %181 = lshr i32 %176, 5
  %182 = getelementptr i32, ptr addrspace(3) @_ZZ21block_radix_sort_keysE2st, i32 %181
  %183 = getelementptr i32, ptr addrspace(3) %182, i32 %176
  store i32 %91, ptr addrspace(3) %183, align 4, !tbaa !5
  %184 = lshr i32 %180, 5
  %185 = getelementptr i32, ptr addrspace(3) @_ZZ21block_radix_sort_keysE2st, i32 %184
  %186 = getelementptr i32, ptr addrspace(3) %185, i32 %180
  store i32 %103, ptr addrspace(3) %186, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %187 = load i32, ptr addrspace(3) %50, align 4, !tbaa !5
  %188 = load i32, ptr addrspace(3) %51, align 4, !tbaa !5
  %189 = icmp samesign ult i32 %82, 28
  br i1 %189, label %190, label %194

190:                                              ; preds = %158
  %191 = insertelement <2 x i32> poison, i32 %187, i64 0
  %192 = insertelement <2 x i32> %191, i32 %188, i64 1
  %193 = add nuw nsw i32 %82, 4
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %80

194:                                              ; preds = %158
  %195 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %8
  store i32 %187, ptr addrspace(1) %195, align 4, !tbaa !5
  %196 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %13
  store i32 %188, ptr addrspace(1) %196, align 4, !tbaa !5
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
  %10 = load i32, ptr addrspace(1) %9, align 4, !tbaa !5
  %11 = or disjoint i32 %7, 1
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !5
  %15 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %4
  store i32 0, ptr addrspace(3) %15, align 4, !tbaa !14
  %16 = icmp samesign ult i32 %4, 896
  br i1 %16, label %17, label %44, !llvm.loop !15

17:                                               ; preds = %2
  %18 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %4
  %19 = getelementptr inbounds nuw i8, ptr addrspace(3) %18, i32 512
  store i32 0, ptr addrspace(3) %19, align 4, !tbaa !14
  %20 = icmp samesign ult i32 %4, 768
  br i1 %20, label %21, label %44, !llvm.loop !15

21:                                               ; preds = %17
  %22 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %4
  %23 = getelementptr inbounds nuw i8, ptr addrspace(3) %22, i32 1024
  store i32 0, ptr addrspace(3) %23, align 4, !tbaa !14
  %24 = icmp samesign ult i32 %4, 640
  br i1 %24, label %25, label %44, !llvm.loop !15

25:                                               ; preds = %21
  %26 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %4
  %27 = getelementptr inbounds nuw i8, ptr addrspace(3) %26, i32 1536
  store i32 0, ptr addrspace(3) %27, align 4, !tbaa !14
  %28 = icmp samesign ult i32 %4, 512
  br i1 %28, label %29, label %44, !llvm.loop !15

29:                                               ; preds = %25
  %30 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %4
  %31 = getelementptr inbounds nuw i8, ptr addrspace(3) %30, i32 2048
  store i32 0, ptr addrspace(3) %31, align 4, !tbaa !14
  %32 = icmp samesign ult i32 %4, 384
  br i1 %32, label %33, label %44, !llvm.loop !15

33:                                               ; preds = %29
  %34 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %4
  %35 = getelementptr inbounds nuw i8, ptr addrspace(3) %34, i32 2560
  store i32 0, ptr addrspace(3) %35, align 4, !tbaa !14
  %36 = icmp samesign ult i32 %4, 256
  br i1 %36, label %37, label %44, !llvm.loop !15

37:                                               ; preds = %33
  %38 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %4
  %39 = getelementptr inbounds nuw i8, ptr addrspace(3) %38, i32 3072
  store i32 0, ptr addrspace(3) %39, align 4, !tbaa !14
  %40 = icmp samesign ult i32 %4, 128
  br i1 %40, label %41, label %44, !llvm.loop !15

41:                                               ; preds = %37
  %42 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %4
  %43 = getelementptr inbounds nuw i8, ptr addrspace(3) %42, i32 3584
  store i32 0, ptr addrspace(3) %43, align 4, !tbaa !14
  br label %44

44:                                               ; preds = %41, %37, %33, %29, %25, %21, %17, %2
  %45 = and i32 %10, 65535
  %46 = and i32 %14, 65535
  %47 = or disjoint i32 %6, 1
  %48 = xor i32 %45, -1
  %49 = xor i32 %46, -1
  %50 = shl nuw nsw i32 %4, 5
  %51 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %50
  %52 = getelementptr inbounds nuw i8, ptr addrspace(3) %51, i32 4
  %53 = getelementptr inbounds nuw i8, ptr addrspace(3) %51, i32 8
  %54 = getelementptr inbounds nuw i8, ptr addrspace(3) %51, i32 12
  %55 = getelementptr inbounds nuw i8, ptr addrspace(3) %51, i32 16
  %56 = getelementptr inbounds nuw i8, ptr addrspace(3) %51, i32 20
  %57 = getelementptr inbounds nuw i8, ptr addrspace(3) %51, i32 24
  %58 = getelementptr inbounds nuw i8, ptr addrspace(3) %51, i32 28
  %59 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %60 = and i32 %59, 15
  %61 = icmp eq i32 %60, 0
  %62 = icmp samesign ugt i32 %60, 1
  %63 = icmp samesign ugt i32 %60, 3
  %64 = icmp samesign ugt i32 %60, 7
  %65 = and i32 %59, 16
  %66 = icmp eq i32 %65, 0
  %67 = lshr i32 %4, 5
  %68 = and i32 %4, 992
  %69 = tail call i32 @llvm.umin.i32(i32 %68, i32 96)
  %70 = or disjoint i32 %69, 31
  %71 = icmp eq i32 %4, %70
  %72 = icmp samesign ult i32 %4, 4
  %73 = icmp eq i32 %67, 0
  %74 = add i32 %59, -1
  %75 = and i32 %59, -32
  %76 = icmp slt i32 %74, %75
  %77 = select i1 %76, i32 %59, i32 %74
  %78 = shl i32 %77, 2
  %79 = icmp eq i32 %59, 0
  %80 = lshr i32 %4, 4
  %81 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %80
  %82 = shl nuw nsw i32 %4, 3
  %83 = getelementptr inbounds nuw i8, ptr addrspace(3) %81, i32 %82
  %84 = getelementptr inbounds nuw i8, ptr addrspace(3) %83, i32 4
  %85 = getelementptr i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 4096), i32 %67
  %86 = getelementptr inbounds nuw i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 4096), i32 %4
  %87 = and i32 %59, 3
  %88 = icmp eq i32 %87, 0
  %89 = icmp samesign ugt i32 %87, 1
  %90 = getelementptr i8, ptr addrspace(3) %85, i32 -4
  %91 = and i32 %48, 15
  %92 = lshr i32 %91, 3
  %93 = shl nuw nsw i32 %91, 7
  %94 = and i32 %93, 896
  %95 = add nuw nsw i32 %94, %4
  %96 = shl nuw nsw i32 %95, 2
  %97 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %96
  %98 = getelementptr inbounds nuw i16, ptr addrspace(3) %97, i32 %92
  %99 = load i16, ptr addrspace(3) %98, align 2, !tbaa !17
  %100 = add i16 %99, 1
  store i16 %100, ptr addrspace(3) %98, align 2, !tbaa !17
  %101 = and i32 %49, 15
  %102 = lshr i32 %101, 3
  %103 = shl nuw nsw i32 %101, 7
  %104 = and i32 %103, 896
  %105 = add nuw nsw i32 %104, %4
  %106 = shl nuw nsw i32 %105, 2
  %107 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %106
  %108 = getelementptr inbounds nuw i16, ptr addrspace(3) %107, i32 %102
  %109 = load i16, ptr addrspace(3) %108, align 2, !tbaa !17
  %110 = add i16 %109, 1
  store i16 %110, ptr addrspace(3) %108, align 2, !tbaa !17
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %111 = load i32, ptr addrspace(3) %51, align 8, !tbaa !5
  %112 = load i32, ptr addrspace(3) %52, align 4, !tbaa !5
  %113 = load i32, ptr addrspace(3) %53, align 8, !tbaa !5
  %114 = load i32, ptr addrspace(3) %54, align 4, !tbaa !5
  %115 = load i32, ptr addrspace(3) %55, align 8, !tbaa !5
  %116 = load i32, ptr addrspace(3) %56, align 4, !tbaa !5
  %117 = load i32, ptr addrspace(3) %57, align 8, !tbaa !5
  %118 = load i32, ptr addrspace(3) %58, align 4, !tbaa !5
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
  %138 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %137, i32 480)
  %139 = select i1 %66, i32 0, i32 %138
  %140 = add i32 %137, %139
  br i1 %71, label %141, label %142

141:                                              ; preds = %44
  store i32 %140, ptr addrspace(3) %85, align 4, !tbaa !5
  br label %142

142:                                              ; preds = %141, %44
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %72, label %143, label %151

143:                                              ; preds = %142
  %144 = load i32, ptr addrspace(3) %86, align 4, !tbaa !5
  %145 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %144, i32 273, i32 15, i32 15, i1 false)
  %146 = select i1 %88, i32 0, i32 %145
  %147 = add i32 %146, %144
  %148 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %147, i32 274, i32 15, i32 15, i1 false)
  %149 = select i1 %89, i32 %148, i32 0
  %150 = add i32 %147, %149
  store i32 %150, ptr addrspace(3) %86, align 4, !tbaa !5
  br label %151

151:                                              ; preds = %143, %142
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %73, label %154, label %152

152:                                              ; preds = %151
  %153 = load i32, ptr addrspace(3) %90, align 4, !tbaa !5
  br label %154

154:                                              ; preds = %152, %151
  %155 = phi i32 [ 0, %151 ], [ %153, %152 ]
  %156 = add i32 %155, %140
  %157 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %78, i32 %156)
  %158 = select i1 %79, i32 %155, i32 %157
  %159 = load i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 4108), align 4, !tbaa !5
  %160 = shl i32 %159, 16
  %161 = add i32 %160, %158
  %162 = add i32 %161, %111
  %163 = add i32 %162, %112
  %164 = add i32 %163, %113
  %165 = add i32 %164, %114
  %166 = add i32 %165, %115
  %167 = add i32 %166, %116
  %168 = add i32 %167, %117
  store i32 %161, ptr addrspace(3) %51, align 8, !tbaa !5
  store i32 %162, ptr addrspace(3) %52, align 4, !tbaa !5
  store i32 %163, ptr addrspace(3) %53, align 8, !tbaa !5
  store i32 %164, ptr addrspace(3) %54, align 4, !tbaa !5
  store i32 %165, ptr addrspace(3) %55, align 8, !tbaa !5
  store i32 %166, ptr addrspace(3) %56, align 4, !tbaa !5
  store i32 %167, ptr addrspace(3) %57, align 8, !tbaa !5
  store i32 %168, ptr addrspace(3) %58, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %169 = zext i16 %99 to i32
  %170 = load i16, ptr addrspace(3) %98, align 2, !tbaa !17
  %171 = zext i16 %170 to i32
  %172 = add nuw nsw i32 %171, %169
  %173 = zext i16 %109 to i32
  %174 = load i16, ptr addrspace(3) %108, align 2, !tbaa !17
  %175 = zext i16 %174 to i32
  %176 = add nuw nsw i32 %175, %173
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %177 = lshr i32 %172, 5
  %178 = getelementptr i32, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %177
  %179 = getelementptr i32, ptr addrspace(3) %178, i32 %172
  store i32 %48, ptr addrspace(3) %179, align 4, !tbaa !5
  %180 = lshr i32 %176, 5
  %181 = getelementptr i32, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %180
  %182 = getelementptr i32, ptr addrspace(3) %181, i32 %176
  store i32 %49, ptr addrspace(3) %182, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %183 = load i32, ptr addrspace(3) %83, align 4, !tbaa !5
  %184 = load i32, ptr addrspace(3) %84, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  store i32 %6, ptr addrspace(3) %179, align 4, !tbaa !5
  store i32 %47, ptr addrspace(3) %182, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %185 = load i32, ptr addrspace(3) %83, align 4, !tbaa !5
  %186 = load i32, ptr addrspace(3) %84, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %187 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %4
  store i32 0, ptr addrspace(3) %187, align 4, !tbaa !14
  %188 = icmp samesign ult i32 %4, 896
  br i1 %188, label %189, label %216, !llvm.loop !15

189:                                              ; preds = %154
  %190 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %4
  %191 = getelementptr inbounds nuw i8, ptr addrspace(3) %190, i32 512
  store i32 0, ptr addrspace(3) %191, align 4, !tbaa !14
  %192 = icmp samesign ult i32 %4, 768
  br i1 %192, label %193, label %216, !llvm.loop !15

193:                                              ; preds = %189
  %194 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %4
  %195 = getelementptr inbounds nuw i8, ptr addrspace(3) %194, i32 1024
  store i32 0, ptr addrspace(3) %195, align 4, !tbaa !14
  %196 = icmp samesign ult i32 %4, 640
  br i1 %196, label %197, label %216, !llvm.loop !15

197:                                              ; preds = %193
  %198 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %4
  %199 = getelementptr inbounds nuw i8, ptr addrspace(3) %198, i32 1536
  store i32 0, ptr addrspace(3) %199, align 4, !tbaa !14
  %200 = icmp samesign ult i32 %4, 512
  br i1 %200, label %201, label %216, !llvm.loop !15

201:                                              ; preds = %197
  %202 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %4
  %203 = getelementptr inbounds nuw i8, ptr addrspace(3) %202, i32 2048
  store i32 0, ptr addrspace(3) %203, align 4, !tbaa !14
  %204 = icmp samesign ult i32 %4, 384
  br i1 %204, label %205, label %216, !llvm.loop !15

205:                                              ; preds = %201
  %206 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %4
  %207 = getelementptr inbounds nuw i8, ptr addrspace(3) %206, i32 2560
  store i32 0, ptr addrspace(3) %207, align 4, !tbaa !14
  %208 = icmp samesign ult i32 %4, 256
  br i1 %208, label %209, label %216, !llvm.loop !15

209:                                              ; preds = %205
  %210 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %4
  %211 = getelementptr inbounds nuw i8, ptr addrspace(3) %210, i32 3072
  store i32 0, ptr addrspace(3) %211, align 4, !tbaa !14
  %212 = icmp samesign ult i32 %4, 128
  br i1 %212, label %213, label %216, !llvm.loop !15

213:                                              ; preds = %209
  %214 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %4
  %215 = getelementptr inbounds nuw i8, ptr addrspace(3) %214, i32 3584
  store i32 0, ptr addrspace(3) %215, align 4, !tbaa !14
  br label %216

216:                                              ; preds = %213, %209, %205, %201, %197, %193, %189, %154
  %217 = lshr i32 %183, 4
  %218 = and i32 %217, 15
  %219 = lshr i32 %218, 3
  %220 = shl nuw nsw i32 %218, 7
  %221 = and i32 %220, 896
  %222 = add nuw nsw i32 %221, %4
  %223 = shl nuw nsw i32 %222, 2
  %224 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %223
  %225 = getelementptr inbounds nuw i16, ptr addrspace(3) %224, i32 %219
  %226 = load i16, ptr addrspace(3) %225, align 2, !tbaa !17
  %227 = add i16 %226, 1
  store i16 %227, ptr addrspace(3) %225, align 2, !tbaa !17
  %228 = lshr i32 %184, 4
  %229 = and i32 %228, 15
  %230 = lshr i32 %229, 3
  %231 = shl nuw nsw i32 %229, 7
  %232 = and i32 %231, 896
  %233 = add nuw nsw i32 %232, %4
  %234 = shl nuw nsw i32 %233, 2
  %235 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %234
  %236 = getelementptr inbounds nuw i16, ptr addrspace(3) %235, i32 %230
  %237 = load i16, ptr addrspace(3) %236, align 2, !tbaa !17
  %238 = add i16 %237, 1
  store i16 %238, ptr addrspace(3) %236, align 2, !tbaa !17
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %239 = load i32, ptr addrspace(3) %51, align 8, !tbaa !5
  %240 = load i32, ptr addrspace(3) %52, align 4, !tbaa !5
  %241 = load i32, ptr addrspace(3) %53, align 8, !tbaa !5
  %242 = load i32, ptr addrspace(3) %54, align 4, !tbaa !5
  %243 = load i32, ptr addrspace(3) %55, align 8, !tbaa !5
  %244 = load i32, ptr addrspace(3) %56, align 4, !tbaa !5
  %245 = load i32, ptr addrspace(3) %57, align 8, !tbaa !5
  %246 = load i32, ptr addrspace(3) %58, align 4, !tbaa !5
  %247 = add i32 %240, %239
  %248 = add i32 %247, %241
  %249 = add i32 %248, %242
  %250 = add i32 %249, %243
  %251 = add i32 %250, %244
  %252 = add i32 %251, %245
  %253 = add i32 %252, %246
  %254 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %253, i32 273, i32 15, i32 15, i1 false)
  %255 = select i1 %61, i32 0, i32 %254
  %256 = add i32 %255, %253
  %257 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %256, i32 274, i32 15, i32 15, i1 false)
  %258 = select i1 %62, i32 %257, i32 0
  %259 = add i32 %256, %258
  %260 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %259, i32 276, i32 15, i32 15, i1 false)
  %261 = select i1 %63, i32 %260, i32 0
  %262 = add i32 %259, %261
  %263 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %262, i32 280, i32 15, i32 15, i1 false)
  %264 = select i1 %64, i32 %263, i32 0
  %265 = add i32 %262, %264
  %266 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %265, i32 480)
  %267 = select i1 %66, i32 0, i32 %266
  %268 = add i32 %265, %267
  br i1 %71, label %269, label %270

269:                                              ; preds = %216
  store i32 %268, ptr addrspace(3) %85, align 4, !tbaa !5
  br label %270

270:                                              ; preds = %269, %216
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %72, label %271, label %279

271:                                              ; preds = %270
  %272 = load i32, ptr addrspace(3) %86, align 4, !tbaa !5
  %273 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %272, i32 273, i32 15, i32 15, i1 false)
  %274 = select i1 %88, i32 0, i32 %273
  %275 = add i32 %274, %272
  %276 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %275, i32 274, i32 15, i32 15, i1 false)
  %277 = select i1 %89, i32 %276, i32 0
  %278 = add i32 %275, %277
  store i32 %278, ptr addrspace(3) %86, align 4, !tbaa !5
  br label %279

279:                                              ; preds = %271, %270
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %73, label %282, label %280

280:                                              ; preds = %279
  %281 = load i32, ptr addrspace(3) %90, align 4, !tbaa !5
  br label %282

282:                                              ; preds = %280, %279
  %283 = phi i32 [ 0, %279 ], [ %281, %280 ]
  %284 = add i32 %283, %268
  %285 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %78, i32 %284)
  %286 = select i1 %79, i32 %283, i32 %285
  %287 = load i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 4108), align 4, !tbaa !5
  %288 = shl i32 %287, 16
  %289 = add i32 %288, %286
  %290 = add i32 %289, %239
  %291 = add i32 %290, %240
  %292 = add i32 %291, %241
  %293 = add i32 %292, %242
  %294 = add i32 %293, %243
  %295 = add i32 %294, %244
  %296 = add i32 %295, %245
  store i32 %289, ptr addrspace(3) %51, align 8, !tbaa !5
  store i32 %290, ptr addrspace(3) %52, align 4, !tbaa !5
  store i32 %291, ptr addrspace(3) %53, align 8, !tbaa !5
  store i32 %292, ptr addrspace(3) %54, align 4, !tbaa !5
  store i32 %293, ptr addrspace(3) %55, align 8, !tbaa !5
  store i32 %294, ptr addrspace(3) %56, align 4, !tbaa !5
  store i32 %295, ptr addrspace(3) %57, align 8, !tbaa !5
  store i32 %296, ptr addrspace(3) %58, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %297 = zext i16 %226 to i32
  %298 = load i16, ptr addrspace(3) %225, align 2, !tbaa !17
  %299 = zext i16 %298 to i32
  %300 = add nuw nsw i32 %299, %297
  %301 = zext i16 %237 to i32
  %302 = load i16, ptr addrspace(3) %236, align 2, !tbaa !17
  %303 = zext i16 %302 to i32
  %304 = add nuw nsw i32 %303, %301
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %305 = lshr i32 %300, 5
  %306 = getelementptr i32, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %305
  %307 = getelementptr i32, ptr addrspace(3) %306, i32 %300
  store i32 %183, ptr addrspace(3) %307, align 4, !tbaa !5
  %308 = lshr i32 %304, 5
  %309 = getelementptr i32, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %308
  %310 = getelementptr i32, ptr addrspace(3) %309, i32 %304
  store i32 %184, ptr addrspace(3) %310, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %311 = load i32, ptr addrspace(3) %83, align 4, !tbaa !5
  %312 = load i32, ptr addrspace(3) %84, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  store i32 %185, ptr addrspace(3) %307, align 4, !tbaa !5
  store i32 %186, ptr addrspace(3) %310, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %313 = load i32, ptr addrspace(3) %83, align 4, !tbaa !5
  %314 = load i32, ptr addrspace(3) %84, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %315 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %4
  store i32 0, ptr addrspace(3) %315, align 4, !tbaa !14
  %316 = icmp samesign ult i32 %4, 896
  br i1 %316, label %317, label %344, !llvm.loop !15

317:                                              ; preds = %282
  %318 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %4
  %319 = getelementptr inbounds nuw i8, ptr addrspace(3) %318, i32 512
  store i32 0, ptr addrspace(3) %319, align 4, !tbaa !14
  %320 = icmp samesign ult i32 %4, 768
  br i1 %320, label %321, label %344, !llvm.loop !15

321:                                              ; preds = %317
  %322 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %4
  %323 = getelementptr inbounds nuw i8, ptr addrspace(3) %322, i32 1024
  store i32 0, ptr addrspace(3) %323, align 4, !tbaa !14
  %324 = icmp samesign ult i32 %4, 640
  br i1 %324, label %325, label %344, !llvm.loop !15

325:                                              ; preds = %321
  %326 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %4
  %327 = getelementptr inbounds nuw i8, ptr addrspace(3) %326, i32 1536
  store i32 0, ptr addrspace(3) %327, align 4, !tbaa !14
  %328 = icmp samesign ult i32 %4, 512
  br i1 %328, label %329, label %344, !llvm.loop !15

329:                                              ; preds = %325
  %330 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %4
  %331 = getelementptr inbounds nuw i8, ptr addrspace(3) %330, i32 2048
  store i32 0, ptr addrspace(3) %331, align 4, !tbaa !14
  %332 = icmp samesign ult i32 %4, 384
  br i1 %332, label %333, label %344, !llvm.loop !15

333:                                              ; preds = %329
  %334 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %4
  %335 = getelementptr inbounds nuw i8, ptr addrspace(3) %334, i32 2560
  store i32 0, ptr addrspace(3) %335, align 4, !tbaa !14
  %336 = icmp samesign ult i32 %4, 256
  br i1 %336, label %337, label %344, !llvm.loop !15

337:                                              ; preds = %333
  %338 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %4
  %339 = getelementptr inbounds nuw i8, ptr addrspace(3) %338, i32 3072
  store i32 0, ptr addrspace(3) %339, align 4, !tbaa !14
  %340 = icmp samesign ult i32 %4, 128
  br i1 %340, label %341, label %344, !llvm.loop !15

341:                                              ; preds = %337
  %342 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %4
  %343 = getelementptr inbounds nuw i8, ptr addrspace(3) %342, i32 3584
  store i32 0, ptr addrspace(3) %343, align 4, !tbaa !14
  br label %344

344:                                              ; preds = %341, %337, %333, %329, %325, %321, %317, %282
  %345 = lshr i32 %311, 11
  %346 = and i32 %345, 1
  %347 = lshr i32 %311, 1
  %348 = and i32 %347, 896
  %349 = add nuw nsw i32 %348, %4
  %350 = shl nuw nsw i32 %349, 2
  %351 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %350
  %352 = getelementptr inbounds nuw i16, ptr addrspace(3) %351, i32 %346
  %353 = load i16, ptr addrspace(3) %352, align 2, !tbaa !17
  %354 = add i16 %353, 1
  store i16 %354, ptr addrspace(3) %352, align 2, !tbaa !17
  %355 = lshr i32 %312, 11
  %356 = and i32 %355, 1
  %357 = lshr i32 %312, 1
  %358 = and i32 %357, 896
  %359 = add nuw nsw i32 %358, %4
  %360 = shl nuw nsw i32 %359, 2
  %361 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %360
  %362 = getelementptr inbounds nuw i16, ptr addrspace(3) %361, i32 %356
  %363 = load i16, ptr addrspace(3) %362, align 2, !tbaa !17
  %364 = add i16 %363, 1
  store i16 %364, ptr addrspace(3) %362, align 2, !tbaa !17
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %365 = load i32, ptr addrspace(3) %51, align 8, !tbaa !5
  %366 = load i32, ptr addrspace(3) %52, align 4, !tbaa !5
  %367 = load i32, ptr addrspace(3) %53, align 8, !tbaa !5
  %368 = load i32, ptr addrspace(3) %54, align 4, !tbaa !5
  %369 = load i32, ptr addrspace(3) %55, align 8, !tbaa !5
  %370 = load i32, ptr addrspace(3) %56, align 4, !tbaa !5
  %371 = load i32, ptr addrspace(3) %57, align 8, !tbaa !5
  %372 = load i32, ptr addrspace(3) %58, align 4, !tbaa !5
  %373 = add i32 %366, %365
  %374 = add i32 %373, %367
  %375 = add i32 %374, %368
  %376 = add i32 %375, %369
  %377 = add i32 %376, %370
  %378 = add i32 %377, %371
  %379 = add i32 %378, %372
  %380 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %379, i32 273, i32 15, i32 15, i1 false)
  %381 = select i1 %61, i32 0, i32 %380
  %382 = add i32 %381, %379
  %383 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %382, i32 274, i32 15, i32 15, i1 false)
  %384 = select i1 %62, i32 %383, i32 0
  %385 = add i32 %382, %384
  %386 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %385, i32 276, i32 15, i32 15, i1 false)
  %387 = select i1 %63, i32 %386, i32 0
  %388 = add i32 %385, %387
  %389 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %388, i32 280, i32 15, i32 15, i1 false)
  %390 = select i1 %64, i32 %389, i32 0
  %391 = add i32 %388, %390
  %392 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %391, i32 480)
  %393 = select i1 %66, i32 0, i32 %392
  %394 = add i32 %391, %393
  br i1 %71, label %395, label %396

395:                                              ; preds = %344
  store i32 %394, ptr addrspace(3) %85, align 4, !tbaa !5
  br label %396

396:                                              ; preds = %395, %344
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %72, label %397, label %405

397:                                              ; preds = %396
  %398 = load i32, ptr addrspace(3) %86, align 4, !tbaa !5
  %399 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %398, i32 273, i32 15, i32 15, i1 false)
  %400 = select i1 %88, i32 0, i32 %399
  %401 = add i32 %400, %398
  %402 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %401, i32 274, i32 15, i32 15, i1 false)
  %403 = select i1 %89, i32 %402, i32 0
  %404 = add i32 %401, %403
  store i32 %404, ptr addrspace(3) %86, align 4, !tbaa !5
  br label %405

405:                                              ; preds = %397, %396
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %73, label %408, label %406

406:                                              ; preds = %405
  %407 = load i32, ptr addrspace(3) %90, align 4, !tbaa !5
  br label %408

408:                                              ; preds = %406, %405
  %409 = phi i32 [ 0, %405 ], [ %407, %406 ]
  %410 = add i32 %409, %394
  %411 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %78, i32 %410)
  %412 = select i1 %79, i32 %409, i32 %411
  %413 = load i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 4108), align 4, !tbaa !5
  %414 = shl i32 %413, 16
  %415 = add i32 %414, %412
  %416 = add i32 %415, %365
  %417 = add i32 %416, %366
  %418 = add i32 %417, %367
  %419 = add i32 %418, %368
  %420 = add i32 %419, %369
  %421 = add i32 %420, %370
  %422 = add i32 %421, %371
  store i32 %415, ptr addrspace(3) %51, align 8, !tbaa !5
  store i32 %416, ptr addrspace(3) %52, align 4, !tbaa !5
  store i32 %417, ptr addrspace(3) %53, align 8, !tbaa !5
  store i32 %418, ptr addrspace(3) %54, align 4, !tbaa !5
  store i32 %419, ptr addrspace(3) %55, align 8, !tbaa !5
  store i32 %420, ptr addrspace(3) %56, align 4, !tbaa !5
  store i32 %421, ptr addrspace(3) %57, align 8, !tbaa !5
  store i32 %422, ptr addrspace(3) %58, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %423 = zext i16 %353 to i32
  %424 = load i16, ptr addrspace(3) %352, align 2, !tbaa !17
  %425 = zext i16 %424 to i32
  %426 = add nuw nsw i32 %425, %423
  %427 = zext i16 %363 to i32
  %428 = load i16, ptr addrspace(3) %362, align 2, !tbaa !17
  %429 = zext i16 %428 to i32
  %430 = add nuw nsw i32 %429, %427
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %431 = lshr i32 %426, 5
  %432 = getelementptr i32, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %431
  %433 = getelementptr i32, ptr addrspace(3) %432, i32 %426
  store i32 %311, ptr addrspace(3) %433, align 4, !tbaa !5
  %434 = lshr i32 %430, 5
  %435 = getelementptr i32, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %434
  %436 = getelementptr i32, ptr addrspace(3) %435, i32 %430
  store i32 %312, ptr addrspace(3) %436, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %437 = load i32, ptr addrspace(3) %83, align 4, !tbaa !5
  %438 = load i32, ptr addrspace(3) %84, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  store i32 %313, ptr addrspace(3) %433, align 4, !tbaa !5
  store i32 %314, ptr addrspace(3) %436, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %439 = load i32, ptr addrspace(3) %83, align 4, !tbaa !5
  %440 = load i32, ptr addrspace(3) %84, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %441 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %4
  store i32 0, ptr addrspace(3) %441, align 4, !tbaa !14
  %442 = icmp samesign ult i32 %4, 896
  br i1 %442, label %443, label %470, !llvm.loop !15

443:                                              ; preds = %408
  %444 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %4
  %445 = getelementptr inbounds nuw i8, ptr addrspace(3) %444, i32 512
  store i32 0, ptr addrspace(3) %445, align 4, !tbaa !14
  %446 = icmp samesign ult i32 %4, 768
  br i1 %446, label %447, label %470, !llvm.loop !15

447:                                              ; preds = %443
  %448 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %4
  %449 = getelementptr inbounds nuw i8, ptr addrspace(3) %448, i32 1024
  store i32 0, ptr addrspace(3) %449, align 4, !tbaa !14
  %450 = icmp samesign ult i32 %4, 640
  br i1 %450, label %451, label %470, !llvm.loop !15

451:                                              ; preds = %447
  %452 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %4
  %453 = getelementptr inbounds nuw i8, ptr addrspace(3) %452, i32 1536
  store i32 0, ptr addrspace(3) %453, align 4, !tbaa !14
  %454 = icmp samesign ult i32 %4, 512
  br i1 %454, label %455, label %470, !llvm.loop !15

455:                                              ; preds = %451
  %456 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %4
  %457 = getelementptr inbounds nuw i8, ptr addrspace(3) %456, i32 2048
  store i32 0, ptr addrspace(3) %457, align 4, !tbaa !14
  %458 = icmp samesign ult i32 %4, 384
  br i1 %458, label %459, label %470, !llvm.loop !15

459:                                              ; preds = %455
  %460 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %4
  %461 = getelementptr inbounds nuw i8, ptr addrspace(3) %460, i32 2560
  store i32 0, ptr addrspace(3) %461, align 4, !tbaa !14
  %462 = icmp samesign ult i32 %4, 256
  br i1 %462, label %463, label %470, !llvm.loop !15

463:                                              ; preds = %459
  %464 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %4
  %465 = getelementptr inbounds nuw i8, ptr addrspace(3) %464, i32 3072
  store i32 0, ptr addrspace(3) %465, align 4, !tbaa !14
  %466 = icmp samesign ult i32 %4, 128
  br i1 %466, label %467, label %470, !llvm.loop !15

467:                                              ; preds = %463
  %468 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %4
  %469 = getelementptr inbounds nuw i8, ptr addrspace(3) %468, i32 3584
  store i32 0, ptr addrspace(3) %469, align 4, !tbaa !14
  br label %470

470:                                              ; preds = %467, %463, %459, %455, %451, %447, %443, %408
  %471 = lshr i32 %437, 15
  %472 = and i32 %471, 1
  %473 = lshr i32 %437, 5
  %474 = and i32 %473, 896
  %475 = add nuw nsw i32 %474, %4
  %476 = shl nuw nsw i32 %475, 2
  %477 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %476
  %478 = getelementptr inbounds nuw i16, ptr addrspace(3) %477, i32 %472
  %479 = load i16, ptr addrspace(3) %478, align 2, !tbaa !17
  %480 = add i16 %479, 1
  store i16 %480, ptr addrspace(3) %478, align 2, !tbaa !17
  %481 = lshr i32 %438, 15
  %482 = and i32 %481, 1
  %483 = lshr i32 %438, 5
  %484 = and i32 %483, 896
  %485 = add nuw nsw i32 %484, %4
  %486 = shl nuw nsw i32 %485, 2
  %487 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %486
  %488 = getelementptr inbounds nuw i16, ptr addrspace(3) %487, i32 %482
  %489 = load i16, ptr addrspace(3) %488, align 2, !tbaa !17
  %490 = add i16 %489, 1
  store i16 %490, ptr addrspace(3) %488, align 2, !tbaa !17
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %491 = load i32, ptr addrspace(3) %51, align 8, !tbaa !5
  %492 = load i32, ptr addrspace(3) %52, align 4, !tbaa !5
  %493 = load i32, ptr addrspace(3) %53, align 8, !tbaa !5
  %494 = load i32, ptr addrspace(3) %54, align 4, !tbaa !5
  %495 = load i32, ptr addrspace(3) %55, align 8, !tbaa !5
  %496 = load i32, ptr addrspace(3) %56, align 4, !tbaa !5
  %497 = load i32, ptr addrspace(3) %57, align 8, !tbaa !5
  %498 = load i32, ptr addrspace(3) %58, align 4, !tbaa !5
  %499 = add i32 %492, %491
  %500 = add i32 %499, %493
  %501 = add i32 %500, %494
  %502 = add i32 %501, %495
  %503 = add i32 %502, %496
  %504 = add i32 %503, %497
  %505 = add i32 %504, %498
  %506 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %505, i32 273, i32 15, i32 15, i1 false)
  %507 = select i1 %61, i32 0, i32 %506
  %508 = add i32 %507, %505
  %509 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %508, i32 274, i32 15, i32 15, i1 false)
  %510 = select i1 %62, i32 %509, i32 0
  %511 = add i32 %508, %510
  %512 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %511, i32 276, i32 15, i32 15, i1 false)
  %513 = select i1 %63, i32 %512, i32 0
  %514 = add i32 %511, %513
  %515 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %514, i32 280, i32 15, i32 15, i1 false)
  %516 = select i1 %64, i32 %515, i32 0
  %517 = add i32 %514, %516
  %518 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %517, i32 480)
  %519 = select i1 %66, i32 0, i32 %518
  %520 = add i32 %517, %519
  br i1 %71, label %521, label %522

521:                                              ; preds = %470
  store i32 %520, ptr addrspace(3) %85, align 4, !tbaa !5
  br label %522

522:                                              ; preds = %521, %470
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %72, label %523, label %531

523:                                              ; preds = %522
  %524 = load i32, ptr addrspace(3) %86, align 4, !tbaa !5
  %525 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %524, i32 273, i32 15, i32 15, i1 false)
  %526 = select i1 %88, i32 0, i32 %525
  %527 = add i32 %526, %524
  %528 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %527, i32 274, i32 15, i32 15, i1 false)
  %529 = select i1 %89, i32 %528, i32 0
  %530 = add i32 %527, %529
  store i32 %530, ptr addrspace(3) %86, align 4, !tbaa !5
  br label %531

531:                                              ; preds = %523, %522
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %73, label %534, label %532

532:                                              ; preds = %531
  %533 = load i32, ptr addrspace(3) %90, align 4, !tbaa !5
  br label %534

534:                                              ; preds = %531, %532
  %535 = phi i32 [ 0, %531 ], [ %533, %532 ]
  %536 = add i32 %535, %520
  %537 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %78, i32 %536)
  %538 = select i1 %79, i32 %535, i32 %537
  %539 = load i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 4108), align 4, !tbaa !5
  %540 = shl i32 %539, 16
  %541 = add i32 %540, %538
  %542 = add i32 %541, %491
  %543 = add i32 %542, %492
  %544 = add i32 %543, %493
  %545 = add i32 %544, %494
  %546 = add i32 %545, %495
  %547 = add i32 %546, %496
  %548 = add i32 %547, %497
  store i32 %541, ptr addrspace(3) %51, align 8, !tbaa !5
  store i32 %542, ptr addrspace(3) %52, align 4, !tbaa !5
  store i32 %543, ptr addrspace(3) %53, align 8, !tbaa !5
  store i32 %544, ptr addrspace(3) %54, align 4, !tbaa !5
  store i32 %545, ptr addrspace(3) %55, align 8, !tbaa !5
  store i32 %546, ptr addrspace(3) %56, align 4, !tbaa !5
  store i32 %547, ptr addrspace(3) %57, align 8, !tbaa !5
  store i32 %548, ptr addrspace(3) %58, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %549 = zext i16 %479 to i32
  %550 = load i16, ptr addrspace(3) %478, align 2, !tbaa !17
  %551 = zext i16 %550 to i32
  %552 = add nuw nsw i32 %551, %549
  %553 = zext i16 %489 to i32
  %554 = load i16, ptr addrspace(3) %488, align 2, !tbaa !17
  %555 = zext i16 %554 to i32
  %556 = add nuw nsw i32 %555, %553
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %557 = lshr i32 %552, 5
  %558 = getelementptr i32, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %557
  %559 = getelementptr i32, ptr addrspace(3) %558, i32 %552
  store i32 %437, ptr addrspace(3) %559, align 4, !tbaa !5
  %560 = lshr i32 %556, 5
  %561 = getelementptr i32, ptr addrspace(3) @_ZZ27block_radix_sort_pairs_descE2st, i32 %560
  %562 = getelementptr i32, ptr addrspace(3) %561, i32 %556
  store i32 %438, ptr addrspace(3) %562, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %563 = load i32, ptr addrspace(3) %83, align 4, !tbaa !5
  %564 = load i32, ptr addrspace(3) %84, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  store i32 %439, ptr addrspace(3) %559, align 4, !tbaa !5
  store i32 %440, ptr addrspace(3) %562, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %565 = load i32, ptr addrspace(3) %83, align 4, !tbaa !5
  %566 = load i32, ptr addrspace(3) %84, align 4, !tbaa !5
  %567 = xor i32 %563, -1
  %568 = xor i32 %564, -1
  %569 = shl i32 %3, 9
  %570 = shl nuw nsw i32 %4, 2
  %571 = add i32 %569, %570
  %572 = zext i32 %571 to i64
  %573 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %572
  store i32 %567, ptr addrspace(1) %573, align 4, !tbaa !5
  %574 = or disjoint i32 %571, 1
  %575 = zext i32 %574 to i64
  %576 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %575
  store i32 %565, ptr addrspace(1) %576, align 4, !tbaa !5
  %577 = or disjoint i32 %571, 2
  %578 = zext i32 %577 to i64
  %579 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %578
  store i32 %568, ptr addrspace(1) %579, align 4, !tbaa !5
  %580 = or disjoint i32 %571, 3
  %581 = zext i32 %580 to i64
  %582 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %581
  store i32 %566, ptr addrspace(1) %582, align 4, !tbaa !5
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
  %10 = load i32, ptr addrspace(1) %9, align 4, !tbaa !5
  %11 = or disjoint i32 %7, 1
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !5
  br label %15

15:                                               ; preds = %15, %2
  %16 = phi i32 [ %4, %2 ], [ %18, %15 ]
  %17 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ4rankILN7rocprim26block_radix_rank_algorithmE0EEvPKjPjE2st, i32 %16
  store i32 0, ptr addrspace(3) %17, align 4, !tbaa !14
  %18 = add nuw nsw i32 %16, 128
  %19 = icmp samesign ult i32 %16, 1920
  br i1 %19, label %15, label %20, !llvm.loop !19

20:                                               ; preds = %15
  %21 = lshr i32 %10, 3
  %22 = and i32 %21, 31
  %23 = lshr i32 %22, 4
  %24 = shl nuw nsw i32 %22, 7
  %25 = and i32 %24, 1920
  %26 = add nuw nsw i32 %25, %4
  %27 = shl nuw nsw i32 %26, 2
  %28 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ4rankILN7rocprim26block_radix_rank_algorithmE0EEvPKjPjE2st, i32 %27
  %29 = getelementptr inbounds nuw i16, ptr addrspace(3) %28, i32 %23
  %30 = load i16, ptr addrspace(3) %29, align 2, !tbaa !17
  %31 = add i16 %30, 1
  store i16 %31, ptr addrspace(3) %29, align 2, !tbaa !17
  %32 = lshr i32 %14, 3
  %33 = and i32 %32, 31
  %34 = lshr i32 %33, 4
  %35 = shl nuw nsw i32 %33, 7
  %36 = and i32 %35, 1920
  %37 = add nuw nsw i32 %36, %4
  %38 = shl nuw nsw i32 %37, 2
  %39 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ4rankILN7rocprim26block_radix_rank_algorithmE0EEvPKjPjE2st, i32 %38
  %40 = getelementptr inbounds nuw i16, ptr addrspace(3) %39, i32 %34
  %41 = load i16, ptr addrspace(3) %40, align 2, !tbaa !17
  %42 = add i16 %41, 1
  store i16 %42, ptr addrspace(3) %40, align 2, !tbaa !17
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %43 = shl nuw nsw i32 %4, 6
  %44 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ4rankILN7rocprim26block_radix_rank_algorithmE0EEvPKjPjE2st, i32 %43
  %45 = load i32, ptr addrspace(3) %44, align 8, !tbaa !5
  %46 = getelementptr inbounds nuw i8, ptr addrspace(3) %44, i32 4
  %47 = load i32, ptr addrspace(3) %46, align 4, !tbaa !5
  %48 = add i32 %47, %45
  %49 = getelementptr inbounds nuw i8, ptr addrspace(3) %44, i32 8
  %50 = load i32, ptr addrspace(3) %49, align 8, !tbaa !5
  %51 = add i32 %48, %50
  %52 = getelementptr inbounds nuw i8, ptr addrspace(3) %44, i32 12
  %53 = load i32, ptr addrspace(3) %52, align 4, !tbaa !5
  %54 = add i32 %51, %53
  %55 = getelementptr inbounds nuw i8, ptr addrspace(3) %44, i32 16
  %56 = load i32, ptr addrspace(3) %55, align 8, !tbaa !5
  %57 = add i32 %54, %56
  %58 = getelementptr inbounds nuw i8, ptr addrspace(3) %44, i32 20
  %59 = load i32, ptr addrspace(3) %58, align 4, !tbaa !5
  %60 = add i32 %57, %59
  %61 = getelementptr inbounds nuw i8, ptr addrspace(3) %44, i32 24
  %62 = load i32, ptr addrspace(3) %61, align 8, !tbaa !5
  %63 = add i32 %60, %62
  %64 = getelementptr inbounds nuw i8, ptr addrspace(3) %44, i32 28
  %65 = load i32, ptr addrspace(3) %64, align 4, !tbaa !5
  %66 = add i32 %63, %65
  %67 = getelementptr inbounds nuw i8, ptr addrspace(3) %44, i32 32
  %68 = load i32, ptr addrspace(3) %67, align 8, !tbaa !5
  %69 = add i32 %66, %68
  %70 = getelementptr inbounds nuw i8, ptr addrspace(3) %44, i32 36
  %71 = load i32, ptr addrspace(3) %70, align 4, !tbaa !5
  %72 = add i32 %69, %71
  %73 = getelementptr inbounds nuw i8, ptr addrspace(3) %44, i32 40
  %74 = load i32, ptr addrspace(3) %73, align 8, !tbaa !5
  %75 = add i32 %72, %74
  %76 = getelementptr inbounds nuw i8, ptr addrspace(3) %44, i32 44
  %77 = load i32, ptr addrspace(3) %76, align 4, !tbaa !5
  %78 = add i32 %75, %77
  %79 = getelementptr inbounds nuw i8, ptr addrspace(3) %44, i32 48
  %80 = load i32, ptr addrspace(3) %79, align 8, !tbaa !5
  %81 = add i32 %78, %80
  %82 = getelementptr inbounds nuw i8, ptr addrspace(3) %44, i32 52
  %83 = load i32, ptr addrspace(3) %82, align 4, !tbaa !5
  %84 = add i32 %81, %83
  %85 = getelementptr inbounds nuw i8, ptr addrspace(3) %44, i32 56
  %86 = load i32, ptr addrspace(3) %85, align 8, !tbaa !5
  %87 = add i32 %84, %86
  %88 = getelementptr inbounds nuw i8, ptr addrspace(3) %44, i32 60
  %89 = load i32, ptr addrspace(3) %88, align 4, !tbaa !5
  %90 = add i32 %87, %89
  %91 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %92 = and i32 %91, 15
  %93 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %90, i32 273, i32 15, i32 15, i1 false)
  %94 = icmp eq i32 %92, 0
  %95 = select i1 %94, i32 0, i32 %93
  %96 = add i32 %95, %90
  %97 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %96, i32 274, i32 15, i32 15, i1 false)
  %98 = icmp samesign ugt i32 %92, 1
  %99 = select i1 %98, i32 %97, i32 0
  %100 = add i32 %96, %99
  %101 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %100, i32 276, i32 15, i32 15, i1 false)
  %102 = icmp samesign ugt i32 %92, 3
  %103 = select i1 %102, i32 %101, i32 0
  %104 = add i32 %100, %103
  %105 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %104, i32 280, i32 15, i32 15, i1 false)
  %106 = icmp samesign ugt i32 %92, 7
  %107 = select i1 %106, i32 %105, i32 0
  %108 = add i32 %104, %107
  %109 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %108, i32 480)
  %110 = and i32 %91, 16
  %111 = icmp eq i32 %110, 0
  %112 = select i1 %111, i32 0, i32 %109
  %113 = add i32 %108, %112
  %114 = lshr i32 %4, 5
  %115 = and i32 %4, 992
  %116 = tail call i32 @llvm.umin.i32(i32 %115, i32 96)
  %117 = or disjoint i32 %116, 31
  %118 = icmp eq i32 %4, %117
  br i1 %118, label %119, label %121

119:                                              ; preds = %20
  %120 = getelementptr inbounds nuw i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ4rankILN7rocprim26block_radix_rank_algorithmE0EEvPKjPjE2st, i32 8192), i32 %114
  store i32 %113, ptr addrspace(3) %120, align 4, !tbaa !5
  br label %121

121:                                              ; preds = %119, %20
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %122 = icmp samesign ult i32 %4, 4
  br i1 %122, label %123, label %135

123:                                              ; preds = %121
  %124 = getelementptr inbounds nuw i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ4rankILN7rocprim26block_radix_rank_algorithmE0EEvPKjPjE2st, i32 8192), i32 %4
  %125 = load i32, ptr addrspace(3) %124, align 4, !tbaa !5
  %126 = and i32 %91, 3
  %127 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %125, i32 273, i32 15, i32 15, i1 false)
  %128 = icmp eq i32 %126, 0
  %129 = select i1 %128, i32 0, i32 %127
  %130 = add i32 %129, %125
  %131 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %130, i32 274, i32 15, i32 15, i1 false)
  %132 = icmp samesign ugt i32 %126, 1
  %133 = select i1 %132, i32 %131, i32 0
  %134 = add i32 %130, %133
  store i32 %134, ptr addrspace(3) %124, align 4, !tbaa !5
  br label %135

135:                                              ; preds = %123, %121
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %136 = icmp eq i32 %114, 0
  br i1 %136, label %141, label %137

137:                                              ; preds = %135
  %138 = getelementptr i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ4rankILN7rocprim26block_radix_rank_algorithmE0EEvPKjPjE2st, i32 8192), i32 %114
  %139 = getelementptr i8, ptr addrspace(3) %138, i32 -4
  %140 = load i32, ptr addrspace(3) %139, align 4, !tbaa !5
  br label %141

141:                                              ; preds = %135, %137
  %142 = phi i32 [ 0, %135 ], [ %140, %137 ]
  %143 = add i32 %142, %113
  %144 = add i32 %91, -1
  %145 = and i32 %91, -32
  %146 = icmp slt i32 %144, %145
  %147 = select i1 %146, i32 %91, i32 %144
  %148 = shl i32 %147, 2
  %149 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %148, i32 %143)
  %150 = icmp eq i32 %91, 0
  %151 = select i1 %150, i32 %142, i32 %149
  %152 = load i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ4rankILN7rocprim26block_radix_rank_algorithmE0EEvPKjPjE2st, i32 8204), align 4, !tbaa !5
  %153 = shl i32 %152, 16
  %154 = add i32 %153, %151
  %155 = load i32, ptr addrspace(3) %44, align 8, !tbaa !5
  store i32 %154, ptr addrspace(3) %44, align 8, !tbaa !5
  %156 = add i32 %154, %155
  %157 = load i32, ptr addrspace(3) %46, align 4, !tbaa !5
  store i32 %156, ptr addrspace(3) %46, align 4, !tbaa !5
  %158 = add i32 %157, %156
  %159 = load i32, ptr addrspace(3) %49, align 8, !tbaa !5
  store i32 %158, ptr addrspace(3) %49, align 8, !tbaa !5
  %160 = add i32 %159, %158
  %161 = load i32, ptr addrspace(3) %52, align 4, !tbaa !5
  store i32 %160, ptr addrspace(3) %52, align 4, !tbaa !5
  %162 = add i32 %161, %160
  %163 = load i32, ptr addrspace(3) %55, align 8, !tbaa !5
  store i32 %162, ptr addrspace(3) %55, align 8, !tbaa !5
  %164 = add i32 %163, %162
  %165 = load i32, ptr addrspace(3) %58, align 4, !tbaa !5
  store i32 %164, ptr addrspace(3) %58, align 4, !tbaa !5
  %166 = add i32 %165, %164
  %167 = load i32, ptr addrspace(3) %61, align 8, !tbaa !5
  store i32 %166, ptr addrspace(3) %61, align 8, !tbaa !5
  %168 = add i32 %167, %166
  %169 = load i32, ptr addrspace(3) %64, align 4, !tbaa !5
  store i32 %168, ptr addrspace(3) %64, align 4, !tbaa !5
  %170 = add i32 %169, %168
  %171 = load i32, ptr addrspace(3) %67, align 8, !tbaa !5
  store i32 %170, ptr addrspace(3) %67, align 8, !tbaa !5
  %172 = add i32 %171, %170
  %173 = load i32, ptr addrspace(3) %70, align 4, !tbaa !5
  store i32 %172, ptr addrspace(3) %70, align 4, !tbaa !5
  %174 = add i32 %173, %172
  %175 = load i32, ptr addrspace(3) %73, align 8, !tbaa !5
  store i32 %174, ptr addrspace(3) %73, align 8, !tbaa !5
  %176 = add i32 %175, %174
  %177 = load i32, ptr addrspace(3) %76, align 4, !tbaa !5
  store i32 %176, ptr addrspace(3) %76, align 4, !tbaa !5
  %178 = add i32 %177, %176
  %179 = load i32, ptr addrspace(3) %79, align 8, !tbaa !5
  store i32 %178, ptr addrspace(3) %79, align 8, !tbaa !5
  %180 = add i32 %179, %178
  %181 = load i32, ptr addrspace(3) %82, align 4, !tbaa !5
  store i32 %180, ptr addrspace(3) %82, align 4, !tbaa !5
  %182 = add i32 %181, %180
  %183 = load i32, ptr addrspace(3) %85, align 8, !tbaa !5
  store i32 %182, ptr addrspace(3) %85, align 8, !tbaa !5
  %184 = add i32 %183, %182
  store i32 %184, ptr addrspace(3) %88, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %185 = zext i16 %30 to i32
  %186 = load i16, ptr addrspace(3) %29, align 2, !tbaa !17
  %187 = zext i16 %186 to i32
  %188 = add nuw nsw i32 %187, %185
  %189 = zext i16 %41 to i32
  %190 = load i16, ptr addrspace(3) %40, align 2, !tbaa !17
  %191 = zext i16 %190 to i32
  %192 = add nuw nsw i32 %191, %189
  %193 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %8
  store i32 %188, ptr addrspace(1) %193, align 4, !tbaa !5
  %194 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %12
  store i32 %192, ptr addrspace(1) %194, align 4, !tbaa !5
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
  %10 = load i32, ptr addrspace(1) %9, align 4, !tbaa !5
  %11 = or disjoint i32 %7, 1
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !5
  br label %15

15:                                               ; preds = %15, %2
  %16 = phi i32 [ %4, %2 ], [ %18, %15 ]
  %17 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ4rankILN7rocprim26block_radix_rank_algorithmE1EEvPKjPjE2st, i32 %16
  store i32 0, ptr addrspace(3) %17, align 4, !tbaa !14
  %18 = add nuw nsw i32 %16, 128
  %19 = icmp samesign ult i32 %16, 1920
  br i1 %19, label %15, label %20, !llvm.loop !20

20:                                               ; preds = %15
  %21 = lshr i32 %10, 3
  %22 = and i32 %21, 31
  %23 = lshr i32 %22, 4
  %24 = shl nuw nsw i32 %22, 7
  %25 = and i32 %24, 1920
  %26 = add nuw nsw i32 %25, %4
  %27 = shl nuw nsw i32 %26, 2
  %28 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ4rankILN7rocprim26block_radix_rank_algorithmE1EEvPKjPjE2st, i32 %27
  %29 = getelementptr inbounds nuw i16, ptr addrspace(3) %28, i32 %23
  %30 = load i16, ptr addrspace(3) %29, align 2, !tbaa !17
  %31 = add i16 %30, 1
  store i16 %31, ptr addrspace(3) %29, align 2, !tbaa !17
  %32 = lshr i32 %14, 3
  %33 = and i32 %32, 31
  %34 = lshr i32 %33, 4
  %35 = shl nuw nsw i32 %33, 7
  %36 = and i32 %35, 1920
  %37 = add nuw nsw i32 %36, %4
  %38 = shl nuw nsw i32 %37, 2
  %39 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ4rankILN7rocprim26block_radix_rank_algorithmE1EEvPKjPjE2st, i32 %38
  %40 = getelementptr inbounds nuw i16, ptr addrspace(3) %39, i32 %34
  %41 = load i16, ptr addrspace(3) %40, align 2, !tbaa !17
  %42 = add i16 %41, 1
  store i16 %42, ptr addrspace(3) %40, align 2, !tbaa !17
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %43 = shl nuw nsw i32 %4, 6
  %44 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ4rankILN7rocprim26block_radix_rank_algorithmE1EEvPKjPjE2st, i32 %43
  %45 = load i32, ptr addrspace(3) %44, align 8, !tbaa !5
  %46 = getelementptr inbounds nuw i8, ptr addrspace(3) %44, i32 4
  %47 = load i32, ptr addrspace(3) %46, align 4, !tbaa !5
  %48 = getelementptr inbounds nuw i8, ptr addrspace(3) %44, i32 8
  %49 = load i32, ptr addrspace(3) %48, align 8, !tbaa !5
  %50 = getelementptr inbounds nuw i8, ptr addrspace(3) %44, i32 12
  %51 = load i32, ptr addrspace(3) %50, align 4, !tbaa !5
  %52 = getelementptr inbounds nuw i8, ptr addrspace(3) %44, i32 16
  %53 = load i32, ptr addrspace(3) %52, align 8, !tbaa !5
  %54 = getelementptr inbounds nuw i8, ptr addrspace(3) %44, i32 20
  %55 = load i32, ptr addrspace(3) %54, align 4, !tbaa !5
  %56 = getelementptr inbounds nuw i8, ptr addrspace(3) %44, i32 24
  %57 = load i32, ptr addrspace(3) %56, align 8, !tbaa !5
  %58 = getelementptr inbounds nuw i8, ptr addrspace(3) %44, i32 28
  %59 = load i32, ptr addrspace(3) %58, align 4, !tbaa !5
  %60 = getelementptr inbounds nuw i8, ptr addrspace(3) %44, i32 32
  %61 = load i32, ptr addrspace(3) %60, align 8, !tbaa !5
  %62 = getelementptr inbounds nuw i8, ptr addrspace(3) %44, i32 36
  %63 = load i32, ptr addrspace(3) %62, align 4, !tbaa !5
  %64 = getelementptr inbounds nuw i8, ptr addrspace(3) %44, i32 40
  %65 = load i32, ptr addrspace(3) %64, align 8, !tbaa !5
  %66 = getelementptr inbounds nuw i8, ptr addrspace(3) %44, i32 44
  %67 = load i32, ptr addrspace(3) %66, align 4, !tbaa !5
  %68 = getelementptr inbounds nuw i8, ptr addrspace(3) %44, i32 48
  %69 = load i32, ptr addrspace(3) %68, align 8, !tbaa !5
  %70 = getelementptr inbounds nuw i8, ptr addrspace(3) %44, i32 52
  %71 = load i32, ptr addrspace(3) %70, align 4, !tbaa !5
  %72 = getelementptr inbounds nuw i8, ptr addrspace(3) %44, i32 56
  %73 = load i32, ptr addrspace(3) %72, align 8, !tbaa !5
  %74 = getelementptr inbounds nuw i8, ptr addrspace(3) %44, i32 60
  %75 = load i32, ptr addrspace(3) %74, align 4, !tbaa !5
  %76 = add i32 %47, %45
  %77 = add i32 %76, %49
  %78 = add i32 %77, %51
  %79 = add i32 %78, %53
  %80 = add i32 %79, %55
  %81 = add i32 %80, %57
  %82 = add i32 %81, %59
  %83 = add i32 %82, %61
  %84 = add i32 %83, %63
  %85 = add i32 %84, %65
  %86 = add i32 %85, %67
  %87 = add i32 %86, %69
  %88 = add i32 %87, %71
  %89 = add i32 %88, %73
  %90 = add i32 %89, %75
  %91 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %92 = and i32 %91, 15
  %93 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %90, i32 273, i32 15, i32 15, i1 false)
  %94 = icmp eq i32 %92, 0
  %95 = select i1 %94, i32 0, i32 %93
  %96 = add i32 %95, %90
  %97 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %96, i32 274, i32 15, i32 15, i1 false)
  %98 = icmp samesign ugt i32 %92, 1
  %99 = select i1 %98, i32 %97, i32 0
  %100 = add i32 %96, %99
  %101 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %100, i32 276, i32 15, i32 15, i1 false)
  %102 = icmp samesign ugt i32 %92, 3
  %103 = select i1 %102, i32 %101, i32 0
  %104 = add i32 %100, %103
  %105 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %104, i32 280, i32 15, i32 15, i1 false)
  %106 = icmp samesign ugt i32 %92, 7
  %107 = select i1 %106, i32 %105, i32 0
  %108 = add i32 %104, %107
  %109 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %108, i32 480)
  %110 = and i32 %91, 16
  %111 = icmp eq i32 %110, 0
  %112 = select i1 %111, i32 0, i32 %109
  %113 = add i32 %108, %112
  %114 = lshr i32 %4, 5
  %115 = and i32 %4, 992
  %116 = tail call i32 @llvm.umin.i32(i32 %115, i32 96)
  %117 = or disjoint i32 %116, 31
  %118 = icmp eq i32 %4, %117
  br i1 %118, label %119, label %121

119:                                              ; preds = %20
  %120 = getelementptr inbounds nuw i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ4rankILN7rocprim26block_radix_rank_algorithmE1EEvPKjPjE2st, i32 8192), i32 %114
  store i32 %113, ptr addrspace(3) %120, align 4, !tbaa !5
  br label %121

121:                                              ; preds = %119, %20
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %122 = icmp samesign ult i32 %4, 4
  br i1 %122, label %123, label %135

123:                                              ; preds = %121
  %124 = getelementptr inbounds nuw i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ4rankILN7rocprim26block_radix_rank_algorithmE1EEvPKjPjE2st, i32 8192), i32 %4
  %125 = load i32, ptr addrspace(3) %124, align 4, !tbaa !5
  %126 = and i32 %91, 3
  %127 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %125, i32 273, i32 15, i32 15, i1 false)
  %128 = icmp eq i32 %126, 0
  %129 = select i1 %128, i32 0, i32 %127
  %130 = add i32 %129, %125
  %131 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %130, i32 274, i32 15, i32 15, i1 false)
  %132 = icmp samesign ugt i32 %126, 1
  %133 = select i1 %132, i32 %131, i32 0
  %134 = add i32 %130, %133
  store i32 %134, ptr addrspace(3) %124, align 4, !tbaa !5
  br label %135

135:                                              ; preds = %123, %121
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %136 = icmp eq i32 %114, 0
  br i1 %136, label %141, label %137

137:                                              ; preds = %135
  %138 = getelementptr i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ4rankILN7rocprim26block_radix_rank_algorithmE1EEvPKjPjE2st, i32 8192), i32 %114
  %139 = getelementptr i8, ptr addrspace(3) %138, i32 -4
  %140 = load i32, ptr addrspace(3) %139, align 4, !tbaa !5
  br label %141

141:                                              ; preds = %135, %137
  %142 = phi i32 [ 0, %135 ], [ %140, %137 ]
  %143 = add i32 %142, %113
  %144 = add i32 %91, -1
  %145 = and i32 %91, -32
  %146 = icmp slt i32 %144, %145
  %147 = select i1 %146, i32 %91, i32 %144
  %148 = shl i32 %147, 2
  %149 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %148, i32 %143)
  %150 = icmp eq i32 %91, 0
  %151 = select i1 %150, i32 %142, i32 %149
  %152 = load i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ4rankILN7rocprim26block_radix_rank_algorithmE1EEvPKjPjE2st, i32 8204), align 4, !tbaa !5
  %153 = shl i32 %152, 16
  %154 = add i32 %153, %151
  %155 = add i32 %154, %45
  %156 = add i32 %155, %47
  %157 = add i32 %156, %49
  %158 = add i32 %157, %51
  %159 = add i32 %158, %53
  %160 = add i32 %159, %55
  %161 = add i32 %160, %57
  %162 = add i32 %161, %59
  %163 = add i32 %162, %61
  %164 = add i32 %163, %63
  %165 = add i32 %164, %65
  %166 = add i32 %165, %67
  %167 = add i32 %166, %69
  %168 = add i32 %167, %71
  %169 = add i32 %168, %73
  store i32 %154, ptr addrspace(3) %44, align 8, !tbaa !5
  store i32 %155, ptr addrspace(3) %46, align 4, !tbaa !5
  store i32 %156, ptr addrspace(3) %48, align 8, !tbaa !5
  store i32 %157, ptr addrspace(3) %50, align 4, !tbaa !5
  store i32 %158, ptr addrspace(3) %52, align 8, !tbaa !5
  store i32 %159, ptr addrspace(3) %54, align 4, !tbaa !5
  store i32 %160, ptr addrspace(3) %56, align 8, !tbaa !5
  store i32 %161, ptr addrspace(3) %58, align 4, !tbaa !5
  store i32 %162, ptr addrspace(3) %60, align 8, !tbaa !5
  store i32 %163, ptr addrspace(3) %62, align 4, !tbaa !5
  store i32 %164, ptr addrspace(3) %64, align 8, !tbaa !5
  store i32 %165, ptr addrspace(3) %66, align 4, !tbaa !5
  store i32 %166, ptr addrspace(3) %68, align 8, !tbaa !5
  store i32 %167, ptr addrspace(3) %70, align 4, !tbaa !5
  store i32 %168, ptr addrspace(3) %72, align 8, !tbaa !5
  store i32 %169, ptr addrspace(3) %74, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %170 = zext i16 %30 to i32
  %171 = load i16, ptr addrspace(3) %29, align 2, !tbaa !17
  %172 = zext i16 %171 to i32
  %173 = add nuw nsw i32 %172, %170
  %174 = zext i16 %41 to i32
  %175 = load i16, ptr addrspace(3) %40, align 2, !tbaa !17
  %176 = zext i16 %175 to i32
  %177 = add nuw nsw i32 %176, %174
  %178 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %8
  store i32 %173, ptr addrspace(1) %178, align 4, !tbaa !5
  %179 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %12
  store i32 %177, ptr addrspace(1) %179, align 4, !tbaa !5
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
  %15 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %16 = getelementptr inbounds nuw i8, ptr addrspace(4) %15, i64 14
  %17 = load i16, ptr addrspace(4) %16, align 2, !tbaa !21
  %18 = getelementptr inbounds nuw i8, ptr addrspace(4) %15, i64 12
  %19 = load i16, ptr addrspace(4) %18, align 4, !tbaa !21
  %20 = shl nuw nsw i32 %4, 3
  %21 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ4rankILN7rocprim26block_radix_rank_algorithmE2EEvPKjPjE2st, i32 16), i32 %20
  store i32 0, ptr addrspace(3) %21, align 8, !tbaa !5
  %22 = getelementptr inbounds nuw i8, ptr addrspace(3) %21, i32 4
  store i32 0, ptr addrspace(3) %22, align 4, !tbaa !5
  %23 = tail call i32 @llvm.amdgcn.workitem.id.z()
  %24 = zext i16 %17 to i32
  %25 = mul nuw nsw i32 %23, %24
  %26 = zext i16 %19 to i32
  %27 = tail call i32 @llvm.amdgcn.workitem.id.y()
  %28 = add nuw nsw i32 %25, %27
  %29 = mul i32 %28, %26
  %30 = add i32 %29, %4
  %31 = lshr i32 %30, 5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %32 = getelementptr i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ4rankILN7rocprim26block_radix_rank_algorithmE2EEvPKjPjE2st, i32 16), i32 %31
  %33 = lshr i32 %10, 3
  %34 = and i32 %33, 31
  %35 = mul nuw nsw i32 %34, 20
  %36 = getelementptr i8, ptr addrspace(3) %32, i32 %35
  %37 = load i32, ptr addrspace(3) %36, align 4, !tbaa !5
  %38 = tail call i64 @llvm.read_register.i64(metadata !23) #11
  %39 = trunc i64 %38 to i32
  %40 = and i32 %33, 1
  %41 = sub nsw i32 0, %40
  %42 = tail call noundef i64 @llvm.amdgcn.icmp.i64.i32(i32 range(i32 -1, 2) %41, i32 0, i32 33)
  %43 = trunc i64 %42 to i32
  %44 = xor i32 %43, %41
  %45 = shl i32 %33, 30
  %46 = ashr i32 %45, 31
  %47 = tail call noundef i64 @llvm.amdgcn.icmp.i64.i32(i32 range(i32 -1, 2) %46, i32 0, i32 33)
  %48 = trunc i64 %47 to i32
  %49 = xor i32 %46, %48
  %50 = or i32 %49, %44
  %51 = shl i32 %33, 29
  %52 = ashr i32 %51, 31
  %53 = tail call noundef i64 @llvm.amdgcn.icmp.i64.i32(i32 range(i32 -1, 2) %52, i32 0, i32 33)
  %54 = trunc i64 %53 to i32
  %55 = xor i32 %52, %54
  %56 = or i32 %50, %55
  %57 = shl i32 %33, 28
  %58 = ashr i32 %57, 31
  %59 = tail call noundef i64 @llvm.amdgcn.icmp.i64.i32(i32 range(i32 -1, 2) %58, i32 0, i32 33)
  %60 = trunc i64 %59 to i32
  %61 = xor i32 %58, %60
  %62 = or i32 %56, %61
  %63 = shl nuw i32 %34, 27
  %64 = ashr i32 %63, 31
  %65 = tail call noundef i64 @llvm.amdgcn.icmp.i64.i32(i32 range(i32 -1, 2) %64, i32 0, i32 33)
  %66 = trunc i64 %65 to i32
  %67 = xor i32 %64, %66
  %68 = or i32 %62, %67
  %69 = xor i32 %68, -1
  %70 = and i32 %69, %39
  fence syncscope("wavefront") release
  tail call void @llvm.amdgcn.wave.barrier()
  fence syncscope("wavefront") acquire
  %71 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 %70, i32 0)
  %72 = icmp eq i32 %71, 0
  %73 = icmp ne i32 %70, 0
  %74 = and i1 %73, %72
  br i1 %74, label %75, label %78

75:                                               ; preds = %2
  %76 = tail call noundef range(i32 1, 33) i32 @llvm.ctpop.i32(i32 %70)
  %77 = add i32 %76, %37
  store i32 %77, ptr addrspace(3) %36, align 4, !tbaa !5
  br label %78

78:                                               ; preds = %75, %2
  fence syncscope("wavefront") release
  tail call void @llvm.amdgcn.wave.barrier()
  fence syncscope("wavefront") acquire
  %79 = lshr i32 %14, 3
  %80 = and i32 %79, 31
  %81 = mul nuw nsw i32 %80, 20
  %82 = getelementptr i8, ptr addrspace(3) %32, i32 %81
  %83 = load i32, ptr addrspace(3) %82, align 4, !tbaa !5
  %84 = tail call i64 @llvm.read_register.i64(metadata !23) #11
  %85 = trunc i64 %84 to i32
  %86 = and i32 %79, 1
  %87 = sub nsw i32 0, %86
  %88 = tail call noundef i64 @llvm.amdgcn.icmp.i64.i32(i32 range(i32 -1, 2) %87, i32 0, i32 33)
  %89 = trunc i64 %88 to i32
  %90 = xor i32 %89, %87
  %91 = shl i32 %79, 30
  %92 = ashr i32 %91, 31
  %93 = tail call noundef i64 @llvm.amdgcn.icmp.i64.i32(i32 range(i32 -1, 2) %92, i32 0, i32 33)
  %94 = trunc i64 %93 to i32
  %95 = xor i32 %92, %94
  %96 = or i32 %95, %90
  %97 = shl i32 %79, 29
  %98 = ashr i32 %97, 31
  %99 = tail call noundef i64 @llvm.amdgcn.icmp.i64.i32(i32 range(i32 -1, 2) %98, i32 0, i32 33)
  %100 = trunc i64 %99 to i32
  %101 = xor i32 %98, %100
  %102 = or i32 %96, %101
  %103 = shl i32 %79, 28
  %104 = ashr i32 %103, 31
  %105 = tail call noundef i64 @llvm.amdgcn.icmp.i64.i32(i32 range(i32 -1, 2) %104, i32 0, i32 33)
  %106 = trunc i64 %105 to i32
  %107 = xor i32 %104, %106
  %108 = or i32 %102, %107
  %109 = shl nuw i32 %80, 27
  %110 = ashr i32 %109, 31
  %111 = tail call noundef i64 @llvm.amdgcn.icmp.i64.i32(i32 range(i32 -1, 2) %110, i32 0, i32 33)
  %112 = trunc i64 %111 to i32
  %113 = xor i32 %110, %112
  %114 = or i32 %108, %113
  %115 = xor i32 %114, -1
  %116 = and i32 %115, %85
  fence syncscope("wavefront") release
  tail call void @llvm.amdgcn.wave.barrier()
  fence syncscope("wavefront") acquire
  %117 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 %116, i32 0)
  %118 = icmp eq i32 %117, 0
  %119 = icmp ne i32 %116, 0
  %120 = and i1 %119, %118
  br i1 %120, label %121, label %124

121:                                              ; preds = %78
  %122 = tail call noundef range(i32 1, 33) i32 @llvm.ctpop.i32(i32 %116)
  %123 = add i32 %122, %83
  store i32 %123, ptr addrspace(3) %82, align 4, !tbaa !5
  br label %124

124:                                              ; preds = %121, %78
  fence syncscope("wavefront") release
  tail call void @llvm.amdgcn.wave.barrier()
  fence syncscope("wavefront") acquire
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %125 = load i32, ptr addrspace(3) %21, align 8, !tbaa !5
  %126 = load i32, ptr addrspace(3) %22, align 4, !tbaa !5
  %127 = add i32 %126, %125
  %128 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %129 = and i32 %128, 15
  %130 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %127, i32 273, i32 15, i32 15, i1 false)
  %131 = icmp eq i32 %129, 0
  %132 = select i1 %131, i32 0, i32 %130
  %133 = add i32 %132, %127
  %134 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %133, i32 274, i32 15, i32 15, i1 false)
  %135 = icmp samesign ugt i32 %129, 1
  %136 = select i1 %135, i32 %134, i32 0
  %137 = add i32 %133, %136
  %138 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %137, i32 276, i32 15, i32 15, i1 false)
  %139 = icmp samesign ugt i32 %129, 3
  %140 = select i1 %139, i32 %138, i32 0
  %141 = add i32 %137, %140
  %142 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %141, i32 280, i32 15, i32 15, i1 false)
  %143 = icmp samesign ugt i32 %129, 7
  %144 = select i1 %143, i32 %142, i32 0
  %145 = add i32 %141, %144
  %146 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %145, i32 480)
  %147 = and i32 %128, 16
  %148 = icmp eq i32 %147, 0
  %149 = select i1 %148, i32 0, i32 %146
  %150 = add i32 %145, %149
  %151 = lshr i32 %4, 5
  %152 = and i32 %4, 992
  %153 = tail call i32 @llvm.umin.i32(i32 %152, i32 96)
  %154 = or disjoint i32 %153, 31
  %155 = icmp eq i32 %4, %154
  br i1 %155, label %156, label %158

156:                                              ; preds = %124
  %157 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ4rankILN7rocprim26block_radix_rank_algorithmE2EEvPKjPjE2st, i32 %151
  store i32 %150, ptr addrspace(3) %157, align 4, !tbaa !5
  br label %158

158:                                              ; preds = %156, %124
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %159 = icmp samesign ult i32 %4, 4
  br i1 %159, label %160, label %172

160:                                              ; preds = %158
  %161 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ4rankILN7rocprim26block_radix_rank_algorithmE2EEvPKjPjE2st, i32 %4
  %162 = load i32, ptr addrspace(3) %161, align 4, !tbaa !5
  %163 = and i32 %128, 3
  %164 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %162, i32 273, i32 15, i32 15, i1 false)
  %165 = icmp eq i32 %163, 0
  %166 = select i1 %165, i32 0, i32 %164
  %167 = add i32 %166, %162
  %168 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %167, i32 274, i32 15, i32 15, i1 false)
  %169 = icmp samesign ugt i32 %163, 1
  %170 = select i1 %169, i32 %168, i32 0
  %171 = add i32 %167, %170
  store i32 %171, ptr addrspace(3) %161, align 4, !tbaa !5
  br label %172

172:                                              ; preds = %160, %158
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %173 = icmp eq i32 %151, 0
  br i1 %173, label %178, label %174

174:                                              ; preds = %172
  %175 = getelementptr i32, ptr addrspace(3) @_ZZ4rankILN7rocprim26block_radix_rank_algorithmE2EEvPKjPjE2st, i32 %151
  %176 = getelementptr i8, ptr addrspace(3) %175, i32 -4
  %177 = load i32, ptr addrspace(3) %176, align 4, !tbaa !5
  br label %178

178:                                              ; preds = %172, %174
  %179 = phi i32 [ 0, %172 ], [ %177, %174 ]
  %180 = add i32 %117, %83
  %181 = add i32 %71, %37
  %182 = add i32 %179, %150
  %183 = add i32 %128, -1
  %184 = and i32 %128, -32
  %185 = icmp slt i32 %183, %184
  %186 = select i1 %185, i32 %128, i32 %183
  %187 = shl i32 %186, 2
  %188 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %187, i32 %182)
  %189 = icmp eq i32 %128, 0
  %190 = select i1 %189, i32 %179, i32 %188
  %191 = icmp eq i32 %4, 0
  %192 = select i1 %191, i32 0, i32 %190
  %193 = add i32 %192, %125
  store i32 %192, ptr addrspace(3) %21, align 8, !tbaa !5
  store i32 %193, ptr addrspace(3) %22, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %194 = load i32, ptr addrspace(3) %36, align 4, !tbaa !5
  %195 = add i32 %181, %194
  %196 = load i32, ptr addrspace(3) %82, align 4, !tbaa !5
  %197 = add i32 %180, %196
  %198 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %8
  store i32 %195, ptr addrspace(1) %198, align 4, !tbaa !5
  %199 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %12
  store i32 %197, ptr addrspace(1) %199, align 4, !tbaa !5
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
  %12 = or disjoint i32 %7, 1
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %13
  %15 = load i32, ptr addrspace(1) %14, align 4, !tbaa !5
  %16 = and i32 %15, 31
  %17 = icmp samesign ult i32 %4, 32
  br i1 %17, label %18, label %20

18:                                               ; preds = %2
  %19 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE0EEvPKjPjE4hist, i32 %4
  store i32 0, ptr addrspace(3) %19, align 4, !tbaa !5
  br label %20

20:                                               ; preds = %18, %2
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %21 = tail call i64 @llvm.read_register.i64(metadata !23) #11
  %22 = trunc i64 %21 to i32
  %23 = and i32 %10, 1
  %24 = sub nsw i32 0, %23
  %25 = tail call noundef i64 @llvm.amdgcn.icmp.i64.i32(i32 range(i32 -1, 2) %24, i32 0, i32 33)
  %26 = trunc i64 %25 to i32
  %27 = xor i32 %26, %24
  %28 = shl i32 %10, 30
  %29 = ashr i32 %28, 31
  %30 = tail call noundef i64 @llvm.amdgcn.icmp.i64.i32(i32 range(i32 -1, 2) %29, i32 0, i32 33)
  %31 = trunc i64 %30 to i32
  %32 = xor i32 %29, %31
  %33 = or i32 %32, %27
  %34 = shl i32 %10, 29
  %35 = ashr i32 %34, 31
  %36 = tail call noundef i64 @llvm.amdgcn.icmp.i64.i32(i32 range(i32 -1, 2) %35, i32 0, i32 33)
  %37 = trunc i64 %36 to i32
  %38 = xor i32 %35, %37
  %39 = or i32 %33, %38
  %40 = shl i32 %10, 28
  %41 = ashr i32 %40, 31
  %42 = tail call noundef i64 @llvm.amdgcn.icmp.i64.i32(i32 range(i32 -1, 2) %41, i32 0, i32 33)
  %43 = trunc i64 %42 to i32
  %44 = xor i32 %41, %43
  %45 = or i32 %39, %44
  %46 = shl nuw i32 %11, 27
  %47 = ashr i32 %46, 31
  %48 = tail call noundef i64 @llvm.amdgcn.icmp.i64.i32(i32 range(i32 -1, 2) %47, i32 0, i32 33)
  %49 = trunc i64 %48 to i32
  %50 = xor i32 %47, %49
  %51 = or i32 %45, %50
  %52 = xor i32 %51, -1
  %53 = and i32 %52, %22
  %54 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 %53, i32 0)
  %55 = icmp eq i32 %54, 0
  br i1 %55, label %56, label %60

56:                                               ; preds = %20
  %57 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %53)
  %58 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE0EEvPKjPjE4hist, i32 %11
  %59 = atomicrmw add ptr addrspace(3) %58, i32 %57 syncscope("agent") monotonic, align 4, !noalias.addrspace !24, !amdgpu.no.fine.grained.memory !25, !amdgpu.no.remote.memory !25
  br label %60

60:                                               ; preds = %56, %20
  %61 = tail call i64 @llvm.read_register.i64(metadata !23) #11
  %62 = trunc i64 %61 to i32
  %63 = and i32 %15, 1
  %64 = sub nsw i32 0, %63
  %65 = tail call noundef i64 @llvm.amdgcn.icmp.i64.i32(i32 range(i32 -1, 2) %64, i32 0, i32 33)
  %66 = trunc i64 %65 to i32
  %67 = xor i32 %66, %64
  %68 = shl i32 %15, 30
  %69 = ashr i32 %68, 31
  %70 = tail call noundef i64 @llvm.amdgcn.icmp.i64.i32(i32 range(i32 -1, 2) %69, i32 0, i32 33)
  %71 = trunc i64 %70 to i32
  %72 = xor i32 %69, %71
  %73 = or i32 %72, %67
  %74 = shl i32 %15, 29
  %75 = ashr i32 %74, 31
  %76 = tail call noundef i64 @llvm.amdgcn.icmp.i64.i32(i32 range(i32 -1, 2) %75, i32 0, i32 33)
  %77 = trunc i64 %76 to i32
  %78 = xor i32 %75, %77
  %79 = or i32 %73, %78
  %80 = shl i32 %15, 28
  %81 = ashr i32 %80, 31
  %82 = tail call noundef i64 @llvm.amdgcn.icmp.i64.i32(i32 range(i32 -1, 2) %81, i32 0, i32 33)
  %83 = trunc i64 %82 to i32
  %84 = xor i32 %81, %83
  %85 = or i32 %79, %84
  %86 = shl nuw i32 %16, 27
  %87 = ashr i32 %86, 31
  %88 = tail call noundef i64 @llvm.amdgcn.icmp.i64.i32(i32 range(i32 -1, 2) %87, i32 0, i32 33)
  %89 = trunc i64 %88 to i32
  %90 = xor i32 %87, %89
  %91 = or i32 %85, %90
  %92 = xor i32 %91, -1
  %93 = and i32 %92, %62
  %94 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 %93, i32 0)
  %95 = icmp eq i32 %94, 0
  br i1 %95, label %96, label %100

96:                                               ; preds = %60
  %97 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %93)
  %98 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE0EEvPKjPjE4hist, i32 %16
  %99 = atomicrmw add ptr addrspace(3) %98, i32 %97 syncscope("agent") monotonic, align 4, !noalias.addrspace !24, !amdgpu.no.fine.grained.memory !25, !amdgpu.no.remote.memory !25
  br label %100

100:                                              ; preds = %96, %60
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %17, label %101, label %108

101:                                              ; preds = %100
  %102 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE0EEvPKjPjE4hist, i32 %4
  %103 = shl i32 %3, 5
  %104 = or disjoint i32 %103, %4
  %105 = zext i32 %104 to i64
  %106 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %105
  %107 = load i32, ptr addrspace(3) %102, align 4, !tbaa !5
  store i32 %107, ptr addrspace(1) %106, align 4, !tbaa !5
  br label %108

108:                                              ; preds = %100, %101
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
  %10 = load i32, ptr addrspace(1) %9, align 4, !tbaa !5
  %11 = trunc i32 %10 to i8
  %12 = and i8 %11, 31
  %13 = or disjoint i32 %7, 1
  %14 = zext i32 %13 to i64
  %15 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %14
  %16 = load i32, ptr addrspace(1) %15, align 4, !tbaa !5
  %17 = trunc i32 %16 to i8
  %18 = and i8 %17, 31
  %19 = icmp samesign ult i32 %4, 32
  br i1 %19, label %20, label %22

20:                                               ; preds = %2
  %21 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE4hist, i32 %4
  store i32 0, ptr addrspace(3) %21, align 4, !tbaa !5
  br label %22

22:                                               ; preds = %20, %2
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %23 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 %4
  store i32 0, ptr addrspace(3) %23, align 4, !tbaa !14
  %24 = icmp samesign ult i32 %4, 896
  br i1 %24, label %25, label %52, !llvm.loop !15

25:                                               ; preds = %22
  %26 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 %4
  %27 = getelementptr inbounds nuw i8, ptr addrspace(3) %26, i32 512
  store i32 0, ptr addrspace(3) %27, align 4, !tbaa !14
  %28 = icmp samesign ult i32 %4, 768
  br i1 %28, label %29, label %52, !llvm.loop !15

29:                                               ; preds = %25
  %30 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 %4
  %31 = getelementptr inbounds nuw i8, ptr addrspace(3) %30, i32 1024
  store i32 0, ptr addrspace(3) %31, align 4, !tbaa !14
  %32 = icmp samesign ult i32 %4, 640
  br i1 %32, label %33, label %52, !llvm.loop !15

33:                                               ; preds = %29
  %34 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 %4
  %35 = getelementptr inbounds nuw i8, ptr addrspace(3) %34, i32 1536
  store i32 0, ptr addrspace(3) %35, align 4, !tbaa !14
  %36 = icmp samesign ult i32 %4, 512
  br i1 %36, label %37, label %52, !llvm.loop !15

37:                                               ; preds = %33
  %38 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 %4
  %39 = getelementptr inbounds nuw i8, ptr addrspace(3) %38, i32 2048
  store i32 0, ptr addrspace(3) %39, align 4, !tbaa !14
  %40 = icmp samesign ult i32 %4, 384
  br i1 %40, label %41, label %52, !llvm.loop !15

41:                                               ; preds = %37
  %42 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 %4
  %43 = getelementptr inbounds nuw i8, ptr addrspace(3) %42, i32 2560
  store i32 0, ptr addrspace(3) %43, align 4, !tbaa !14
  %44 = icmp samesign ult i32 %4, 256
  br i1 %44, label %45, label %52, !llvm.loop !15

45:                                               ; preds = %41
  %46 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 %4
  %47 = getelementptr inbounds nuw i8, ptr addrspace(3) %46, i32 3072
  store i32 0, ptr addrspace(3) %47, align 4, !tbaa !14
  %48 = icmp samesign ult i32 %4, 128
  br i1 %48, label %49, label %52, !llvm.loop !15

49:                                               ; preds = %45
  %50 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 %4
  %51 = getelementptr inbounds nuw i8, ptr addrspace(3) %50, i32 3584
  store i32 0, ptr addrspace(3) %51, align 4, !tbaa !14
  br label %52

52:                                               ; preds = %49, %45, %41, %37, %33, %29, %25, %22
  %53 = shl nuw nsw i32 %4, 5
  %54 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 %53
  %55 = getelementptr inbounds nuw i8, ptr addrspace(3) %54, i32 4
  %56 = getelementptr inbounds nuw i8, ptr addrspace(3) %54, i32 8
  %57 = getelementptr inbounds nuw i8, ptr addrspace(3) %54, i32 12
  %58 = getelementptr inbounds nuw i8, ptr addrspace(3) %54, i32 16
  %59 = getelementptr inbounds nuw i8, ptr addrspace(3) %54, i32 20
  %60 = getelementptr inbounds nuw i8, ptr addrspace(3) %54, i32 24
  %61 = getelementptr inbounds nuw i8, ptr addrspace(3) %54, i32 28
  %62 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %63 = and i32 %62, 15
  %64 = icmp eq i32 %63, 0
  %65 = icmp samesign ugt i32 %63, 1
  %66 = icmp samesign ugt i32 %63, 3
  %67 = icmp samesign ugt i32 %63, 7
  %68 = and i32 %62, 16
  %69 = icmp eq i32 %68, 0
  %70 = lshr i32 %4, 5
  %71 = and i32 %4, 992
  %72 = tail call i32 @llvm.umin.i32(i32 %71, i32 96)
  %73 = or disjoint i32 %72, 31
  %74 = icmp eq i32 %4, %73
  %75 = icmp samesign ult i32 %4, 4
  %76 = icmp eq i32 %70, 0
  %77 = add i32 %62, -1
  %78 = and i32 %62, -32
  %79 = icmp slt i32 %77, %78
  %80 = select i1 %79, i32 %62, i32 %77
  %81 = shl i32 %80, 2
  %82 = icmp eq i32 %62, 0
  %83 = lshr i32 %4, 4
  %84 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 %83
  %85 = getelementptr inbounds nuw i8, ptr addrspace(3) %84, i32 %6
  %86 = getelementptr inbounds nuw i8, ptr addrspace(3) %85, i32 1
  %87 = getelementptr i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 4096), i32 %70
  %88 = getelementptr inbounds nuw i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 4096), i32 %4
  %89 = and i32 %62, 3
  %90 = icmp eq i32 %89, 0
  %91 = icmp samesign ugt i32 %89, 1
  %92 = getelementptr i8, ptr addrspace(3) %87, i32 -4
  %93 = and i32 %10, 15
  %94 = lshr i32 %93, 3
  %95 = shl nuw nsw i32 %93, 7
  %96 = and i32 %95, 896
  %97 = add nuw nsw i32 %96, %4
  %98 = shl nuw nsw i32 %97, 2
  %99 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 %98
  %100 = getelementptr inbounds nuw i16, ptr addrspace(3) %99, i32 %94
  %101 = load i16, ptr addrspace(3) %100, align 2, !tbaa !17
  %102 = add i16 %101, 1
  store i16 %102, ptr addrspace(3) %100, align 2, !tbaa !17
  %103 = and i32 %16, 15
  %104 = lshr i32 %103, 3
  %105 = shl nuw nsw i32 %103, 7
  %106 = and i32 %105, 896
  %107 = add nuw nsw i32 %106, %4
  %108 = shl nuw nsw i32 %107, 2
  %109 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 %108
  %110 = getelementptr inbounds nuw i16, ptr addrspace(3) %109, i32 %104
  %111 = load i16, ptr addrspace(3) %110, align 2, !tbaa !17
  %112 = add i16 %111, 1
  store i16 %112, ptr addrspace(3) %110, align 2, !tbaa !17
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %113 = load i32, ptr addrspace(3) %54, align 8, !tbaa !5
  %114 = load i32, ptr addrspace(3) %55, align 4, !tbaa !5
  %115 = load i32, ptr addrspace(3) %56, align 8, !tbaa !5
  %116 = load i32, ptr addrspace(3) %57, align 4, !tbaa !5
  %117 = load i32, ptr addrspace(3) %58, align 8, !tbaa !5
  %118 = load i32, ptr addrspace(3) %59, align 4, !tbaa !5
  %119 = load i32, ptr addrspace(3) %60, align 8, !tbaa !5
  %120 = load i32, ptr addrspace(3) %61, align 4, !tbaa !5
  %121 = add i32 %114, %113
  %122 = add i32 %121, %115
  %123 = add i32 %122, %116
  %124 = add i32 %123, %117
  %125 = add i32 %124, %118
  %126 = add i32 %125, %119
  %127 = add i32 %126, %120
  %128 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %127, i32 273, i32 15, i32 15, i1 false)
  %129 = select i1 %64, i32 0, i32 %128
  %130 = add i32 %129, %127
  %131 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %130, i32 274, i32 15, i32 15, i1 false)
  %132 = select i1 %65, i32 %131, i32 0
  %133 = add i32 %130, %132
  %134 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %133, i32 276, i32 15, i32 15, i1 false)
  %135 = select i1 %66, i32 %134, i32 0
  %136 = add i32 %133, %135
  %137 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %136, i32 280, i32 15, i32 15, i1 false)
  %138 = select i1 %67, i32 %137, i32 0
  %139 = add i32 %136, %138
  %140 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %139, i32 480)
  %141 = select i1 %69, i32 0, i32 %140
  %142 = add i32 %139, %141
  br i1 %74, label %143, label %144

143:                                              ; preds = %52
  store i32 %142, ptr addrspace(3) %87, align 4, !tbaa !5
  br label %144

144:                                              ; preds = %143, %52
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %75, label %145, label %153

145:                                              ; preds = %144
  %146 = load i32, ptr addrspace(3) %88, align 4, !tbaa !5
  %147 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %146, i32 273, i32 15, i32 15, i1 false)
  %148 = select i1 %90, i32 0, i32 %147
  %149 = add i32 %148, %146
  %150 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %149, i32 274, i32 15, i32 15, i1 false)
  %151 = select i1 %91, i32 %150, i32 0
  %152 = add i32 %149, %151
  store i32 %152, ptr addrspace(3) %88, align 4, !tbaa !5
  br label %153

153:                                              ; preds = %145, %144
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %76, label %156, label %154

154:                                              ; preds = %153
  %155 = load i32, ptr addrspace(3) %92, align 4, !tbaa !5
  br label %156

156:                                              ; preds = %154, %153
  %157 = phi i32 [ 0, %153 ], [ %155, %154 ]
  %158 = add i32 %157, %142
  %159 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %81, i32 %158)
  %160 = select i1 %82, i32 %157, i32 %159
  %161 = load i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 4108), align 4, !tbaa !5
  %162 = shl i32 %161, 16
  %163 = add i32 %162, %160
  %164 = add i32 %163, %113
  %165 = add i32 %164, %114
  %166 = add i32 %165, %115
  %167 = add i32 %166, %116
  %168 = add i32 %167, %117
  %169 = add i32 %168, %118
  %170 = add i32 %169, %119
  store i32 %163, ptr addrspace(3) %54, align 8, !tbaa !5
  store i32 %164, ptr addrspace(3) %55, align 4, !tbaa !5
  store i32 %165, ptr addrspace(3) %56, align 8, !tbaa !5
  store i32 %166, ptr addrspace(3) %57, align 4, !tbaa !5
  store i32 %167, ptr addrspace(3) %58, align 8, !tbaa !5
  store i32 %168, ptr addrspace(3) %59, align 4, !tbaa !5
  store i32 %169, ptr addrspace(3) %60, align 8, !tbaa !5
  store i32 %170, ptr addrspace(3) %61, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %171 = zext i16 %101 to i32
  %172 = load i16, ptr addrspace(3) %100, align 2, !tbaa !17
  %173 = zext i16 %172 to i32
  %174 = add nuw nsw i32 %173, %171
  %175 = zext i16 %111 to i32
  %176 = load i16, ptr addrspace(3) %110, align 2, !tbaa !17
  %177 = zext i16 %176 to i32
  %178 = add nuw nsw i32 %177, %175
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %179 = lshr i32 %174, 5
  %180 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 %179
  %181 = getelementptr inbounds nuw i8, ptr addrspace(3) %180, i32 %174
  store i8 %12, ptr addrspace(3) %181, align 1, !tbaa !14
  %182 = lshr i32 %178, 5
  %183 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 %182
  %184 = getelementptr inbounds nuw i8, ptr addrspace(3) %183, i32 %178
  store i8 %18, ptr addrspace(3) %184, align 1, !tbaa !14
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %185 = load i8, ptr addrspace(3) %85, align 1, !tbaa !14
  %186 = load i8, ptr addrspace(3) %86, align 1, !tbaa !14
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %187 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 %4
  store i32 0, ptr addrspace(3) %187, align 4, !tbaa !14
  %188 = icmp samesign ult i32 %4, 896
  br i1 %188, label %189, label %216, !llvm.loop !15

189:                                              ; preds = %156
  %190 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 %4
  %191 = getelementptr inbounds nuw i8, ptr addrspace(3) %190, i32 512
  store i32 0, ptr addrspace(3) %191, align 4, !tbaa !14
  %192 = icmp samesign ult i32 %4, 768
  br i1 %192, label %193, label %216, !llvm.loop !15

193:                                              ; preds = %189
  %194 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 %4
  %195 = getelementptr inbounds nuw i8, ptr addrspace(3) %194, i32 1024
  store i32 0, ptr addrspace(3) %195, align 4, !tbaa !14
  %196 = icmp samesign ult i32 %4, 640
  br i1 %196, label %197, label %216, !llvm.loop !15

197:                                              ; preds = %193
  %198 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 %4
  %199 = getelementptr inbounds nuw i8, ptr addrspace(3) %198, i32 1536
  store i32 0, ptr addrspace(3) %199, align 4, !tbaa !14
  %200 = icmp samesign ult i32 %4, 512
  br i1 %200, label %201, label %216, !llvm.loop !15

201:                                              ; preds = %197
  %202 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 %4
  %203 = getelementptr inbounds nuw i8, ptr addrspace(3) %202, i32 2048
  store i32 0, ptr addrspace(3) %203, align 4, !tbaa !14
  %204 = icmp samesign ult i32 %4, 384
  br i1 %204, label %205, label %216, !llvm.loop !15

205:                                              ; preds = %201
  %206 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 %4
  %207 = getelementptr inbounds nuw i8, ptr addrspace(3) %206, i32 2560
  store i32 0, ptr addrspace(3) %207, align 4, !tbaa !14
  %208 = icmp samesign ult i32 %4, 256
  br i1 %208, label %209, label %216, !llvm.loop !15

209:                                              ; preds = %205
  %210 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 %4
  %211 = getelementptr inbounds nuw i8, ptr addrspace(3) %210, i32 3072
  store i32 0, ptr addrspace(3) %211, align 4, !tbaa !14
  %212 = icmp samesign ult i32 %4, 128
  br i1 %212, label %213, label %216, !llvm.loop !15

213:                                              ; preds = %209
  %214 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 %4
  %215 = getelementptr inbounds nuw i8, ptr addrspace(3) %214, i32 3584
  store i32 0, ptr addrspace(3) %215, align 4, !tbaa !14
  br label %216

216:                                              ; preds = %213, %209, %205, %201, %197, %193, %189, %156
  %217 = lshr i8 %185, 4
  %218 = zext nneg i8 %217 to i32
  %219 = lshr i32 %218, 3
  %220 = shl nuw nsw i32 %218, 7
  %221 = and i32 %220, 896
  %222 = add nuw nsw i32 %221, %4
  %223 = shl nuw nsw i32 %222, 2
  %224 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 %223
  %225 = getelementptr inbounds nuw i16, ptr addrspace(3) %224, i32 %219
  %226 = load i16, ptr addrspace(3) %225, align 2, !tbaa !17
  %227 = add i16 %226, 1
  store i16 %227, ptr addrspace(3) %225, align 2, !tbaa !17
  %228 = lshr i8 %186, 4
  %229 = zext nneg i8 %228 to i32
  %230 = lshr i32 %229, 3
  %231 = shl nuw nsw i32 %229, 7
  %232 = and i32 %231, 896
  %233 = add nuw nsw i32 %232, %4
  %234 = shl nuw nsw i32 %233, 2
  %235 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 %234
  %236 = getelementptr inbounds nuw i16, ptr addrspace(3) %235, i32 %230
  %237 = load i16, ptr addrspace(3) %236, align 2, !tbaa !17
  %238 = add i16 %237, 1
  store i16 %238, ptr addrspace(3) %236, align 2, !tbaa !17
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %239 = load i32, ptr addrspace(3) %54, align 8, !tbaa !5
  %240 = load i32, ptr addrspace(3) %55, align 4, !tbaa !5
  %241 = load i32, ptr addrspace(3) %56, align 8, !tbaa !5
  %242 = load i32, ptr addrspace(3) %57, align 4, !tbaa !5
  %243 = load i32, ptr addrspace(3) %58, align 8, !tbaa !5
  %244 = load i32, ptr addrspace(3) %59, align 4, !tbaa !5
  %245 = load i32, ptr addrspace(3) %60, align 8, !tbaa !5
  %246 = load i32, ptr addrspace(3) %61, align 4, !tbaa !5
  %247 = add i32 %240, %239
  %248 = add i32 %247, %241
  %249 = add i32 %248, %242
  %250 = add i32 %249, %243
  %251 = add i32 %250, %244
  %252 = add i32 %251, %245
  %253 = add i32 %252, %246
  %254 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %253, i32 273, i32 15, i32 15, i1 false)
  %255 = select i1 %64, i32 0, i32 %254
  %256 = add i32 %255, %253
  %257 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %256, i32 274, i32 15, i32 15, i1 false)
  %258 = select i1 %65, i32 %257, i32 0
  %259 = add i32 %256, %258
  %260 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %259, i32 276, i32 15, i32 15, i1 false)
  %261 = select i1 %66, i32 %260, i32 0
  %262 = add i32 %259, %261
  %263 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %262, i32 280, i32 15, i32 15, i1 false)
  %264 = select i1 %67, i32 %263, i32 0
  %265 = add i32 %262, %264
  %266 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %265, i32 480)
  %267 = select i1 %69, i32 0, i32 %266
  %268 = add i32 %265, %267
  br i1 %74, label %269, label %270

269:                                              ; preds = %216
  store i32 %268, ptr addrspace(3) %87, align 4, !tbaa !5
  br label %270

270:                                              ; preds = %269, %216
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %75, label %271, label %279

271:                                              ; preds = %270
  %272 = load i32, ptr addrspace(3) %88, align 4, !tbaa !5
  %273 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %272, i32 273, i32 15, i32 15, i1 false)
  %274 = select i1 %90, i32 0, i32 %273
  %275 = add i32 %274, %272
  %276 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %275, i32 274, i32 15, i32 15, i1 false)
  %277 = select i1 %91, i32 %276, i32 0
  %278 = add i32 %275, %277
  store i32 %278, ptr addrspace(3) %88, align 4, !tbaa !5
  br label %279

279:                                              ; preds = %271, %270
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %76, label %282, label %280

280:                                              ; preds = %279
  %281 = load i32, ptr addrspace(3) %92, align 4, !tbaa !5
  br label %282

282:                                              ; preds = %280, %279
  %283 = phi i32 [ 0, %279 ], [ %281, %280 ]
  %284 = add i32 %283, %268
  %285 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %81, i32 %284)
  %286 = select i1 %82, i32 %283, i32 %285
  %287 = load i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 4108), align 4, !tbaa !5
  %288 = shl i32 %287, 16
  %289 = add i32 %288, %286
  %290 = add i32 %289, %239
  %291 = add i32 %290, %240
  %292 = add i32 %291, %241
  %293 = add i32 %292, %242
  %294 = add i32 %293, %243
  %295 = add i32 %294, %244
  %296 = add i32 %295, %245
  store i32 %289, ptr addrspace(3) %54, align 8, !tbaa !5
  store i32 %290, ptr addrspace(3) %55, align 4, !tbaa !5
  store i32 %291, ptr addrspace(3) %56, align 8, !tbaa !5
  store i32 %292, ptr addrspace(3) %57, align 4, !tbaa !5
  store i32 %293, ptr addrspace(3) %58, align 8, !tbaa !5
  store i32 %294, ptr addrspace(3) %59, align 4, !tbaa !5
  store i32 %295, ptr addrspace(3) %60, align 8, !tbaa !5
  store i32 %296, ptr addrspace(3) %61, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %297 = zext i16 %226 to i32
  %298 = load i16, ptr addrspace(3) %225, align 2, !tbaa !17
  %299 = zext i16 %298 to i32
  %300 = add nuw nsw i32 %299, %297
  %301 = zext i16 %237 to i32
  %302 = load i16, ptr addrspace(3) %236, align 2, !tbaa !17
  %303 = zext i16 %302 to i32
  %304 = add nuw nsw i32 %303, %301
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %305 = lshr i32 %300, 5
  %306 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 %305
  %307 = getelementptr inbounds nuw i8, ptr addrspace(3) %306, i32 %300
  store i8 %185, ptr addrspace(3) %307, align 1, !tbaa !14
  %308 = lshr i32 %304, 5
  %309 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 %308
  %310 = getelementptr inbounds nuw i8, ptr addrspace(3) %309, i32 %304
  store i8 %186, ptr addrspace(3) %310, align 1, !tbaa !14
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %311 = load i8, ptr addrspace(3) %85, align 1, !tbaa !14
  %312 = load i8, ptr addrspace(3) %86, align 1, !tbaa !14
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %19, label %332, label %335

313:                                              ; preds = %335
  %314 = or disjoint i32 %6, 1
  %315 = zext i8 %312 to i32
  %316 = getelementptr inbounds nuw i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 256), i32 %315
  %317 = zext i8 %311 to i32
  %318 = getelementptr inbounds nuw i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 384), i32 %317
  store i32 %314, ptr addrspace(3) %316, align 4, !tbaa !14
  store i32 %314, ptr addrspace(3) %318, align 4, !tbaa !14
  br label %319

319:                                              ; preds = %335, %313
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %320 = icmp eq i32 %4, 0
  br i1 %320, label %331, label %321

321:                                              ; preds = %319
  %322 = getelementptr i8, ptr addrspace(3) %336, i32 -1
  %323 = load i8, ptr addrspace(3) %322, align 1, !tbaa !14
  %324 = icmp eq i8 %323, %311
  br i1 %324, label %331, label %325

325:                                              ; preds = %321
  %326 = zext i8 %311 to i32
  %327 = getelementptr inbounds nuw i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 256), i32 %326
  store i32 %6, ptr addrspace(3) %327, align 4, !tbaa !14
  %328 = load i8, ptr addrspace(3) %322, align 1, !tbaa !14
  %329 = zext i8 %328 to i32
  %330 = getelementptr inbounds nuw i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 384), i32 %329
  store i32 %6, ptr addrspace(3) %330, align 4, !tbaa !14
  br label %331

331:                                              ; preds = %325, %321, %319
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %320, label %338, label %341

332:                                              ; preds = %282
  %333 = getelementptr inbounds nuw i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 256), i32 %4
  %334 = getelementptr inbounds nuw i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 384), i32 %4
  store i32 256, ptr addrspace(3) %333, align 4, !tbaa !14
  store i32 256, ptr addrspace(3) %334, align 4, !tbaa !14
  br label %335

335:                                              ; preds = %332, %282
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %336 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 %4
  store i8 %312, ptr addrspace(3) %336, align 1, !tbaa !14
  %337 = icmp eq i8 %311, %312
  br i1 %337, label %319, label %313

338:                                              ; preds = %331
  %339 = zext i8 %311 to i32
  %340 = getelementptr inbounds nuw i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 256), i32 %339
  store i32 0, ptr addrspace(3) %340, align 4, !tbaa !14
  br label %341

341:                                              ; preds = %338, %331
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %19, label %342, label %351

342:                                              ; preds = %341
  %343 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE4hist, i32 %4
  %344 = getelementptr inbounds nuw i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 256), i32 %4
  %345 = getelementptr inbounds nuw i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE2st, i32 384), i32 %4
  %346 = load i32, ptr addrspace(3) %345, align 4, !tbaa !14
  %347 = load i32, ptr addrspace(3) %344, align 4, !tbaa !14
  %348 = sub i32 %346, %347
  %349 = load i32, ptr addrspace(3) %343, align 4, !tbaa !5
  %350 = add i32 %348, %349
  store i32 %350, ptr addrspace(3) %343, align 4, !tbaa !5
  br label %351

351:                                              ; preds = %342, %341
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %19, label %352, label %359

352:                                              ; preds = %351
  %353 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ9histogramILN7rocprim25block_histogram_algorithmE1EEvPKjPjE4hist, i32 %4
  %354 = shl i32 %3, 5
  %355 = or disjoint i32 %354, %4
  %356 = zext i32 %355 to i64
  %357 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %356
  %358 = load i32, ptr addrspace(3) %353, align 4, !tbaa !5
  store i32 %358, ptr addrspace(1) %357, align 4, !tbaa !5
  br label %359

359:                                              ; preds = %351, %352
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
  %10 = load i32, ptr addrspace(1) %9, align 4, !tbaa !5
  %11 = or disjoint i32 %7, 1
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !5
  %15 = lshr i32 %4, 4
  %16 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ22block_exchange_stripedE2st, i32 %15
  %17 = shl nuw nsw i32 %4, 3
  %18 = getelementptr inbounds nuw i8, ptr addrspace(3) %16, i32 %17
  store i32 %10, ptr addrspace(3) %18, align 4, !tbaa !5
  %19 = getelementptr inbounds nuw i8, ptr addrspace(3) %18, i32 4
  store i32 %14, ptr addrspace(3) %19, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %20 = lshr i32 %4, 5
  %21 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ22block_exchange_stripedE2st, i32 %20
  %22 = getelementptr inbounds nuw i32, ptr addrspace(3) %21, i32 %4
  %23 = load i32, ptr addrspace(3) %22, align 4, !tbaa !5
  %24 = add nuw nsw i32 %4, 128
  %25 = lshr i32 %24, 5
  %26 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ22block_exchange_stripedE2st, i32 %25
  %27 = getelementptr inbounds nuw i32, ptr addrspace(3) %26, i32 %24
  %28 = load i32, ptr addrspace(3) %27, align 4, !tbaa !5
  %29 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %8
  store i32 %23, ptr addrspace(1) %29, align 4, !tbaa !5
  %30 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %12
  store i32 %28, ptr addrspace(1) %30, align 4, !tbaa !5
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
  %43 = extractelement <2 x i32> %29, i64 0
  %44 = extractelement <2 x i32> %42, i64 0
  %45 = shl nsw i32 %44, 1
  %46 = or i32 %45, %43
  %47 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %8
  store i32 %46, ptr addrspace(1) %47, align 4, !tbaa !5
  %48 = extractelement <2 x i32> %29, i64 1
  %49 = extractelement <2 x i32> %42, i64 1
  %50 = shl nsw i32 %49, 1
  %51 = or i32 %50, %48
  %52 = or disjoint i32 %7, 1
  %53 = zext i32 %52 to i64
  %54 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %53
  store i32 %51, ptr addrspace(1) %54, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #6

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.swizzle(i32, i32 immarg) #6

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #6

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.icmp.i64.i32(i32, i32, i32 immarg) #6

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.wave.barrier() #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #7

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

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f32,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot12-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f32,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot12-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #2 = { convergent mustprogress nofree norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f32,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot12-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #3 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f32,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot12-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
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
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!18, !18, i64 0}
!18 = !{!"short", !7, i64 0}
!19 = distinct !{!19, !16}
!20 = distinct !{!20, !16}
!21 = !{!22, !22, i64 0}
!22 = !{!"short", !11, i64 0}
!23 = !{!"exec"}
!24 = !{i32 5, i32 6}
!25 = !{}
