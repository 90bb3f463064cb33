; ModuleID = 'divergent.cu'
source_filename = "divergent.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.xl_block_idx_t = type { i8 }
%struct.xl_block_dim_t = type { i8 }
%struct.xl_thread_idx_t = type { i8 }

$_ZNK14xl_block_idx_t5get_xEv = comdat any

$_ZNK14xl_block_dim_t5get_xEv = comdat any

$_ZNK15xl_thread_idx_t5get_xEv = comdat any

@blockIdx = extern_weak dso_local addrspace(1) global %struct.xl_block_idx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.xl_block_dim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.xl_thread_idx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @divergent(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca ptr, align 8
  %31 = alloca ptr, align 8
  %32 = alloca ptr, align 8
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  store ptr %0, ptr %30, align 8
  store ptr %1, ptr %31, align 8
  store ptr %2, ptr %32, align 8
  %37 = call noundef i32 @_ZNK14xl_block_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #4
  %38 = call noundef i32 @_ZNK14xl_block_dim_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #4
  %39 = mul i32 %37, %38
  %40 = call noundef i32 @_ZNK15xl_thread_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #4
  %41 = add i32 %39, %40
  store i32 %41, ptr %33, align 4
  %42 = load ptr, ptr %30, align 8
  %43 = load i32, ptr %33, align 4
  %44 = zext i32 %43 to i64
  %45 = getelementptr inbounds nuw i32, ptr %42, i64 %44
  %46 = load i32, ptr %45, align 4
  store i32 %46, ptr %34, align 4
  %47 = call noundef i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %48 = icmp ult i32 %47, 16
  br i1 %48, label %49, label %69

49:                                               ; preds = %3
  %50 = load i32, ptr %34, align 4
  store i32 65535, ptr %26, align 4
  store i32 %50, ptr %27, align 4
  store i32 1, ptr %28, align 4
  store i32 32, ptr %29, align 4
  %51 = load i32, ptr %26, align 4
  %52 = load i32, ptr %27, align 4
  %53 = load i32, ptr %28, align 4
  %54 = load i32, ptr %29, align 4
  store i32 %51, ptr %12, align 4
  store i32 %52, ptr %13, align 4
  store i32 %53, ptr %14, align 4
  store i32 %54, ptr %15, align 4
  %55 = load i32, ptr %12, align 4
  %56 = load i32, ptr %13, align 4
  %57 = load i32, ptr %14, align 4
  %58 = load i32, ptr %15, align 4
  %59 = sub nsw i32 32, %58
  %60 = shl i32 %59, 8
  %61 = or i32 %60, 31
  %62 = call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %55, i32 %56, i32 %57, i32 %61)
  store i32 %62, ptr %35, align 4
  %63 = load i32, ptr %34, align 4
  %64 = and i32 %63, 1
  store i32 65535, ptr %24, align 4
  store i32 %64, ptr %25, align 4
  %65 = load i32, ptr %24, align 4
  %66 = load i32, ptr %25, align 4
  %67 = icmp ne i32 %66, 0
  %68 = call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %65, i1 %67)
  store i32 %68, ptr %36, align 4
  br label %96

69:                                               ; preds = %3
  %70 = load i32, ptr %34, align 4
  store i32 -65536, ptr %20, align 4
  store i32 %70, ptr %21, align 4
  store i32 2, ptr %22, align 4
  store i32 16, ptr %23, align 4
  %71 = load i32, ptr %20, align 4
  %72 = load i32, ptr %21, align 4
  %73 = load i32, ptr %22, align 4
  %74 = load i32, ptr %23, align 4
  store i32 %71, ptr %8, align 4
  store i32 %72, ptr %9, align 4
  store i32 %73, ptr %10, align 4
  store i32 %74, ptr %11, align 4
  %75 = load i32, ptr %8, align 4
  %76 = load i32, ptr %9, align 4
  %77 = load i32, ptr %10, align 4
  %78 = load i32, ptr %11, align 4
  %79 = sub nsw i32 32, %78
  %80 = shl i32 %79, 8
  %81 = or i32 %80, 31
  %82 = call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 %75, i32 %76, i32 %77, i32 %81)
  store i32 %82, ptr %35, align 4
  %83 = load i32, ptr %34, align 4
  store i32 -65536, ptr %16, align 4
  store i32 %83, ptr %17, align 4
  store i32 5, ptr %18, align 4
  store i32 16, ptr %19, align 4
  %84 = load i32, ptr %16, align 4
  %85 = load i32, ptr %17, align 4
  %86 = load i32, ptr %18, align 4
  %87 = load i32, ptr %19, align 4
  store i32 %84, ptr %4, align 4
  store i32 %85, ptr %5, align 4
  store i32 %86, ptr %6, align 4
  store i32 %87, ptr %7, align 4
  %88 = load i32, ptr %4, align 4
  %89 = load i32, ptr %5, align 4
  %90 = load i32, ptr %6, align 4
  %91 = load i32, ptr %7, align 4
  %92 = sub nsw i32 32, %91
  %93 = shl i32 %92, 8
  %94 = or i32 %93, 31
  %95 = call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %88, i32 %89, i32 %90, i32 %94)
  store i32 %95, ptr %36, align 4
  br label %96

96:                                               ; preds = %69, %49
  %97 = load i32, ptr %35, align 4
  %98 = load ptr, ptr %31, align 8
  %99 = load i32, ptr %33, align 4
  %100 = zext i32 %99 to i64
  %101 = getelementptr inbounds nuw i32, ptr %98, i64 %100
  store i32 %97, ptr %101, align 4
  %102 = load i32, ptr %36, align 4
  %103 = load ptr, ptr %32, align 8
  %104 = load i32, ptr %33, align 4
  %105 = zext i32 %104 to i64
  %106 = getelementptr inbounds nuw i32, ptr %103, i64 %105
  store i32 %102, ptr %106, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZNK14xl_block_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  ret i32 %4
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZNK14xl_block_dim_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  ret i32 %4
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZNK15xl_thread_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  ret i32 %4
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx78,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx78,+sm_90" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
