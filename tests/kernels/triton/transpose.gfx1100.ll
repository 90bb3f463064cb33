; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu11.00-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @transpose(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree writeonly captures(none) %1, ptr addrspace(1) inreg nofree readnone captures(none) %2, ptr addrspace(1) inreg nofree readnone captures(none) %3) local_unnamed_addr #0 !dbg !4 {
  %5 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !11
  %6 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %5), !dbg !11
  %7 = and i32 %6, 96, !dbg !11
  %8 = and i32 %5, 31, !dbg !12
  %9 = or disjoint i32 %7, %8, !dbg !12
  %10 = shl nuw nsw i32 %5, 4, !dbg !13
  %11 = and i32 %10, 240, !dbg !13
  %12 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 822243328), !dbg !14
  %13 = shl nuw nsw i32 %9, 4, !dbg !14
  %14 = and i32 %13, 1792, !dbg !14
  %15 = or disjoint i32 %14, %11, !dbg !14
  %16 = tail call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %12, i32 %15, i32 0, i32 0), !dbg !14
  %17 = or disjoint i32 %15, 2048, !dbg !14
  %18 = tail call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %12, i32 %17, i32 0, i32 0), !dbg !14
  %19 = or disjoint i32 %15, 4096, !dbg !14
  %20 = tail call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %12, i32 %19, i32 0, i32 0), !dbg !14
  %21 = or disjoint i32 %15, 6144, !dbg !14
  %22 = tail call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %12, i32 %21, i32 0, i32 0), !dbg !14
  %23 = and i32 %10, 112, !dbg !15
  %24 = and i32 %13, 1920, !dbg !16
  %25 = or disjoint i32 %24, %23, !dbg !16
  %26 = or disjoint i32 %25, 6144, !dbg !16
  %27 = shl nuw nsw i32 %5, 8, !dbg !11
  %28 = and i32 %27, 7168, !dbg !11
  %29 = and i32 %5, 24, !dbg !11
  %30 = lshr exact i32 %29, 1, !dbg !11
  %31 = shl i32 %6, 2, !dbg !11
  %32 = and i32 %31, 128, !dbg !11
  %33 = and i32 %6, 64, !dbg !11
  %34 = or disjoint i32 %28, %23, !dbg !11
  %35 = or disjoint i32 %33, %30, !dbg !11
  %36 = xor i32 %35, %34, !dbg !11
  %37 = or disjoint i32 %36, %32, !dbg !11
  %38 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %37, !dbg !11
  %39 = shufflevector <4 x i32> %16, <4 x i32> poison, <1 x i32> zeroinitializer, !dbg !11
  store <1 x i32> %39, ptr addrspace(3) %38, align 4, !dbg !11
  %40 = xor i32 %37, 272, !dbg !11
  %41 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %40, !dbg !11
  %42 = shufflevector <4 x i32> %16, <4 x i32> poison, <1 x i32> <i32 1>, !dbg !11
  store <1 x i32> %42, ptr addrspace(3) %41, align 4, !dbg !11
  %43 = xor i32 %37, 544, !dbg !11
  %44 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %43, !dbg !11
  %45 = shufflevector <4 x i32> %16, <4 x i32> poison, <1 x i32> <i32 2>, !dbg !11
  store <1 x i32> %45, ptr addrspace(3) %44, align 4, !dbg !11
  %46 = xor i32 %37, 816, !dbg !11
  %47 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %46, !dbg !11
  %48 = shufflevector <4 x i32> %16, <4 x i32> poison, <1 x i32> <i32 3>, !dbg !11
  store <1 x i32> %48, ptr addrspace(3) %47, align 4, !dbg !11
  %49 = xor i32 %37, 4, !dbg !11
  %50 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %49, !dbg !11
  %51 = shufflevector <4 x i32> %18, <4 x i32> poison, <1 x i32> zeroinitializer, !dbg !11
  store <1 x i32> %51, ptr addrspace(3) %50, align 4, !dbg !11
  %52 = xor i32 %37, 276, !dbg !11
  %53 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %52, !dbg !11
  %54 = shufflevector <4 x i32> %18, <4 x i32> poison, <1 x i32> <i32 1>, !dbg !11
  store <1 x i32> %54, ptr addrspace(3) %53, align 4, !dbg !11
  %55 = xor i32 %37, 548, !dbg !11
  %56 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %55, !dbg !11
  %57 = shufflevector <4 x i32> %18, <4 x i32> poison, <1 x i32> <i32 2>, !dbg !11
  store <1 x i32> %57, ptr addrspace(3) %56, align 4, !dbg !11
  %58 = xor i32 %37, 820, !dbg !11
  %59 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %58, !dbg !11
  %60 = shufflevector <4 x i32> %18, <4 x i32> poison, <1 x i32> <i32 3>, !dbg !11
  store <1 x i32> %60, ptr addrspace(3) %59, align 4, !dbg !11
  %61 = xor i32 %37, 8, !dbg !11
  %62 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %61, !dbg !11
  %63 = shufflevector <4 x i32> %20, <4 x i32> poison, <1 x i32> zeroinitializer, !dbg !11
  store <1 x i32> %63, ptr addrspace(3) %62, align 4, !dbg !11
  %64 = xor i32 %37, 280, !dbg !11
  %65 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %64, !dbg !11
  %66 = shufflevector <4 x i32> %20, <4 x i32> poison, <1 x i32> <i32 1>, !dbg !11
  store <1 x i32> %66, ptr addrspace(3) %65, align 4, !dbg !11
  %67 = xor i32 %37, 552, !dbg !11
  %68 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %67, !dbg !11
  %69 = shufflevector <4 x i32> %20, <4 x i32> poison, <1 x i32> <i32 2>, !dbg !11
  store <1 x i32> %69, ptr addrspace(3) %68, align 4, !dbg !11
  %70 = xor i32 %37, 824, !dbg !11
  %71 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %70, !dbg !11
  %72 = shufflevector <4 x i32> %20, <4 x i32> poison, <1 x i32> <i32 3>, !dbg !11
  store <1 x i32> %72, ptr addrspace(3) %71, align 4, !dbg !11
  %73 = xor i32 %37, 12, !dbg !11
  %74 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %73, !dbg !11
  %75 = shufflevector <4 x i32> %22, <4 x i32> poison, <1 x i32> zeroinitializer, !dbg !11
  store <1 x i32> %75, ptr addrspace(3) %74, align 4, !dbg !11
  %76 = xor i32 %37, 284, !dbg !11
  %77 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %76, !dbg !11
  %78 = shufflevector <4 x i32> %22, <4 x i32> poison, <1 x i32> <i32 1>, !dbg !11
  store <1 x i32> %78, ptr addrspace(3) %77, align 4, !dbg !11
  %79 = xor i32 %37, 556, !dbg !11
  %80 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %79, !dbg !11
  %81 = shufflevector <4 x i32> %22, <4 x i32> poison, <1 x i32> <i32 2>, !dbg !11
  store <1 x i32> %81, ptr addrspace(3) %80, align 4, !dbg !11
  %82 = xor i32 %37, 828, !dbg !11
  %83 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %82, !dbg !11
  %84 = shufflevector <4 x i32> %22, <4 x i32> poison, <1 x i32> <i32 3>, !dbg !11
  store <1 x i32> %84, ptr addrspace(3) %83, align 4, !dbg !11
  fence syncscope("workgroup") release, !dbg !11
  tail call void @llvm.amdgcn.s.barrier(), !dbg !11
  fence syncscope("workgroup") acquire, !dbg !11
  %85 = shl nuw nsw i32 %29, 5, !dbg !11
  %86 = shl nuw nsw i32 %5, 1, !dbg !11
  %87 = and i32 %86, 60, !dbg !11
  %88 = lshr exact i32 %7, 1, !dbg !11
  %89 = shl nuw nsw i32 %5, 6, !dbg !11
  %90 = and i32 %89, 64, !dbg !11
  %91 = or disjoint i32 %85, %87, !dbg !11
  %92 = xor i32 %88, %91, !dbg !11
  %93 = or disjoint i32 %92, %90, !dbg !11
  %94 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %93, !dbg !11
  %95 = load <1 x i32>, ptr addrspace(3) %94, align 4, !dbg !11
  %96 = getelementptr inbounds nuw i8, ptr addrspace(3) %94, i32 128, !dbg !11
  %97 = load <1 x i32>, ptr addrspace(3) %96, align 4, !dbg !11
  %98 = shufflevector <1 x i32> %97, <1 x i32> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>, !dbg !11
  %99 = xor i32 %93, 4104, !dbg !11
  %100 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %99, !dbg !11
  %101 = load <1 x i32>, ptr addrspace(3) %100, align 4, !dbg !11
  %102 = getelementptr inbounds nuw i8, ptr addrspace(3) %100, i32 128, !dbg !11
  %103 = load <1 x i32>, ptr addrspace(3) %102, align 4, !dbg !11
  %104 = shufflevector <1 x i32> %103, <1 x i32> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>, !dbg !11
  %105 = xor i32 %93, 1088, !dbg !11
  %106 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %105, !dbg !11
  %107 = load <1 x i32>, ptr addrspace(3) %106, align 4, !dbg !11
  %108 = getelementptr inbounds nuw i8, ptr addrspace(3) %106, i32 128, !dbg !11
  %109 = load <1 x i32>, ptr addrspace(3) %108, align 4, !dbg !11
  %110 = shufflevector <1 x i32> %109, <1 x i32> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>, !dbg !11
  %111 = xor i32 %93, 5192, !dbg !11
  %112 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %111, !dbg !11
  %113 = load <1 x i32>, ptr addrspace(3) %112, align 4, !dbg !11
  %114 = getelementptr inbounds nuw i8, ptr addrspace(3) %112, i32 128, !dbg !11
  %115 = load <1 x i32>, ptr addrspace(3) %114, align 4, !dbg !11
  %116 = shufflevector <1 x i32> %115, <1 x i32> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>, !dbg !11
  %117 = xor i32 %93, 2052, !dbg !11
  %118 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %117, !dbg !11
  %119 = load <1 x i32>, ptr addrspace(3) %118, align 4, !dbg !11
  %120 = getelementptr inbounds nuw i8, ptr addrspace(3) %118, i32 128, !dbg !11
  %121 = load <1 x i32>, ptr addrspace(3) %120, align 4, !dbg !11
  %122 = shufflevector <1 x i32> %121, <1 x i32> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>, !dbg !11
  %123 = xor i32 %93, 6156, !dbg !11
  %124 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %123, !dbg !11
  %125 = load <1 x i32>, ptr addrspace(3) %124, align 4, !dbg !11
  %126 = getelementptr inbounds nuw i8, ptr addrspace(3) %124, i32 128, !dbg !11
  %127 = load <1 x i32>, ptr addrspace(3) %126, align 4, !dbg !11
  %128 = shufflevector <1 x i32> %127, <1 x i32> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>, !dbg !11
  %129 = xor i32 %93, 3140, !dbg !11
  %130 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %129, !dbg !11
  %131 = load <1 x i32>, ptr addrspace(3) %130, align 4, !dbg !11
  %132 = getelementptr inbounds nuw i8, ptr addrspace(3) %130, i32 128, !dbg !11
  %133 = load <1 x i32>, ptr addrspace(3) %132, align 4, !dbg !11
  %134 = shufflevector <1 x i32> %133, <1 x i32> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>, !dbg !11
  %135 = xor i32 %93, 7244, !dbg !11
  %136 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %135, !dbg !11
  %137 = load <1 x i32>, ptr addrspace(3) %136, align 4, !dbg !11
  %138 = getelementptr inbounds nuw i8, ptr addrspace(3) %136, i32 128, !dbg !11
  %139 = load <1 x i32>, ptr addrspace(3) %138, align 4, !dbg !11
  %140 = shufflevector <1 x i32> %139, <1 x i32> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>, !dbg !11
  %141 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %1, i16 0, i64 2147483646, i32 822243328), !dbg !11
  %142 = shufflevector <1 x i32> %95, <1 x i32> %101, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !11
  %143 = shufflevector <4 x i32> %142, <4 x i32> %98, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !11
  %144 = shufflevector <4 x i32> %143, <4 x i32> %104, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.v4i32(<4 x i32> %144, ptr addrspace(8) %141, i32 %25, i32 0, i32 0), !dbg !11
  %145 = shufflevector <1 x i32> %107, <1 x i32> %113, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !11
  %146 = shufflevector <4 x i32> %145, <4 x i32> %110, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !11
  %147 = shufflevector <4 x i32> %146, <4 x i32> %116, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !11
  %148 = or disjoint i32 %25, 2048, !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.v4i32(<4 x i32> %147, ptr addrspace(8) %141, i32 %148, i32 0, i32 0), !dbg !11
  %149 = shufflevector <1 x i32> %119, <1 x i32> %125, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !11
  %150 = shufflevector <4 x i32> %149, <4 x i32> %122, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !11
  %151 = shufflevector <4 x i32> %150, <4 x i32> %128, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !11
  %152 = or disjoint i32 %25, 4096, !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.v4i32(<4 x i32> %151, ptr addrspace(8) %141, i32 %152, i32 0, i32 0), !dbg !11
  %153 = shufflevector <1 x i32> %131, <1 x i32> %137, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !11
  %154 = shufflevector <4 x i32> %153, <4 x i32> %134, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !11
  %155 = shufflevector <4 x i32> %154, <4 x i32> %140, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.v4i32(<4 x i32> %155, ptr addrspace(8) %141, i32 %26, i32 0, i32 0), !dbg !11
  ret void, !dbg !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) readnone, i16, i64, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) readonly captures(none), i32, i32, i32 immarg) #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.amdgcn.raw.ptr.buffer.store.v4i32(<4 x i32>, ptr addrspace(8) writeonly captures(none), i32, i32, i32 immarg) #6

attributes #0 = { mustprogress norecurse nounwind willreturn "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,128" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "transpose", linkageName: "transpose", scope: !1, file: !1, line: 87, type: !5, scopeLine: 87, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !9, !9}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!11 = !DILocation(line: 91, column: 5, scope: !4)
!12 = !DILocation(line: 88, column: 9, scope: !4)
!13 = !DILocation(line: 89, column: 9, scope: !4)
!14 = !DILocation(line: 90, column: 18, scope: !4)
!15 = !DILocation(line: 91, column: 51, scope: !4)
!16 = !DILocation(line: 91, column: 14, scope: !4)
!17 = !DILocation(line: 87, column: 1, scope: !4)
