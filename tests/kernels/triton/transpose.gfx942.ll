; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @transpose(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree writeonly captures(none) %1, ptr addrspace(1) inreg nofree readnone captures(none) %2, ptr addrspace(1) inreg nofree readnone captures(none) %3) local_unnamed_addr #0 !dbg !4 {
  %5 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !11
  %6 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %5), !dbg !11
  %7 = and i32 %6, 192, !dbg !11
  %8 = and i32 %5, 63, !dbg !12
  %9 = or disjoint i32 %7, %8, !dbg !12
  %10 = and i32 %5, 15, !dbg !13
  %11 = and i32 %9, 240, !dbg !14
  %12 = or disjoint i32 %11, %10, !dbg !14
  %13 = shl nuw nsw i32 %12, 4, !dbg !14
  %14 = or disjoint i32 %13, 4096, !dbg !14
  %15 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 159744), !dbg !15
  %16 = tail call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %15, i32 %13, i32 0, i32 0), !dbg !15
  %17 = tail call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %15, i32 %14, i32 0, i32 0), !dbg !15
  %18 = shl nuw nsw i32 %5, 2, !dbg !16
  %19 = shl nuw nsw i32 %5, 8, !dbg !11
  %20 = and i32 %19, 3072, !dbg !11
  %21 = shl nuw nsw i32 %10, 3, !dbg !11
  %22 = lshr exact i32 %7, 1, !dbg !11
  %23 = and i32 %5, 16, !dbg !11
  %24 = icmp eq i32 %23, 0, !dbg !11
  %25 = select i1 %24, i32 0, i32 4100, !dbg !11
  %26 = and i32 %18, 128, !dbg !11
  %27 = or disjoint i32 %25, %26, !dbg !11
  %28 = or disjoint i32 %20, %21, !dbg !11
  %29 = xor i32 %22, %28, !dbg !11
  %30 = or disjoint i32 %27, %29, !dbg !11
  %31 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %30, !dbg !11
  %32 = shufflevector <4 x i32> %16, <4 x i32> poison, <1 x i32> zeroinitializer, !dbg !11
  store <1 x i32> %32, ptr addrspace(3) %31, align 4, !dbg !11
  %33 = xor i32 %30, 264, !dbg !11
  %34 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %33, !dbg !11
  %35 = shufflevector <4 x i32> %16, <4 x i32> poison, <1 x i32> <i32 1>, !dbg !11
  store <1 x i32> %35, ptr addrspace(3) %34, align 4, !dbg !11
  %36 = xor i32 %30, 528, !dbg !11
  %37 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %36, !dbg !11
  %38 = shufflevector <4 x i32> %16, <4 x i32> poison, <1 x i32> <i32 2>, !dbg !11
  store <1 x i32> %38, ptr addrspace(3) %37, align 4, !dbg !11
  %39 = xor i32 %30, 792, !dbg !11
  %40 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %39, !dbg !11
  %41 = shufflevector <4 x i32> %16, <4 x i32> poison, <1 x i32> <i32 3>, !dbg !11
  store <1 x i32> %41, ptr addrspace(3) %40, align 4, !dbg !11
  %42 = xor i32 %30, 4, !dbg !11
  %43 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %42, !dbg !11
  %44 = shufflevector <4 x i32> %17, <4 x i32> poison, <1 x i32> zeroinitializer, !dbg !11
  store <1 x i32> %44, ptr addrspace(3) %43, align 4, !dbg !11
  %45 = xor i32 %30, 268, !dbg !11
  %46 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %45, !dbg !11
  %47 = shufflevector <4 x i32> %17, <4 x i32> poison, <1 x i32> <i32 1>, !dbg !11
  store <1 x i32> %47, ptr addrspace(3) %46, align 4, !dbg !11
  %48 = xor i32 %30, 532, !dbg !11
  %49 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %48, !dbg !11
  %50 = shufflevector <4 x i32> %17, <4 x i32> poison, <1 x i32> <i32 2>, !dbg !11
  store <1 x i32> %50, ptr addrspace(3) %49, align 4, !dbg !11
  %51 = xor i32 %30, 796, !dbg !11
  %52 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %51, !dbg !11
  %53 = shufflevector <4 x i32> %17, <4 x i32> poison, <1 x i32> <i32 3>, !dbg !11
  store <1 x i32> %53, ptr addrspace(3) %52, align 4, !dbg !11
  fence syncscope("workgroup") release, !dbg !11, !mmra !17
  tail call void @llvm.amdgcn.s.barrier(), !dbg !11
  fence syncscope("workgroup") acquire, !dbg !11, !mmra !17
  %54 = shl nuw nsw i32 %5, 5, !dbg !11
  %55 = and i32 %54, 864, !dbg !11
  %56 = and i32 %5, 28, !dbg !11
  %57 = lshr i32 %9, 2, !dbg !11
  %58 = and i32 %57, 24, !dbg !11
  %59 = and i32 %6, 128, !dbg !11
  %60 = icmp eq i32 %59, 0, !dbg !11
  %61 = select i1 %60, i32 0, i32 1056, !dbg !11
  %62 = or disjoint i32 %55, %56, !dbg !11
  %63 = or disjoint i32 %58, %61, !dbg !11
  %64 = xor i32 %63, %62, !dbg !11
  %65 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %64, !dbg !11
  %66 = load <1 x i32>, ptr addrspace(3) %65, align 4, !dbg !11
  %67 = getelementptr inbounds nuw i8, ptr addrspace(3) %65, i32 128, !dbg !11
  %68 = load <1 x i32>, ptr addrspace(3) %67, align 4, !dbg !11
  %69 = shufflevector <1 x i32> %68, <1 x i32> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>, !dbg !11
  %70 = xor i32 %64, 4100, !dbg !11
  %71 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %70, !dbg !11
  %72 = load <1 x i32>, ptr addrspace(3) %71, align 4, !dbg !11
  %73 = getelementptr inbounds nuw i8, ptr addrspace(3) %71, i32 128, !dbg !11
  %74 = load <1 x i32>, ptr addrspace(3) %73, align 4, !dbg !11
  %75 = shufflevector <1 x i32> %74, <1 x i32> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>, !dbg !11
  %76 = xor i32 %64, 2112, !dbg !11
  %77 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %76, !dbg !11
  %78 = load <1 x i32>, ptr addrspace(3) %77, align 4, !dbg !11
  %79 = getelementptr inbounds nuw i8, ptr addrspace(3) %77, i32 128, !dbg !11
  %80 = load <1 x i32>, ptr addrspace(3) %79, align 4, !dbg !11
  %81 = shufflevector <1 x i32> %80, <1 x i32> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>, !dbg !11
  %82 = xor i32 %64, 6212, !dbg !11
  %83 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %82, !dbg !11
  %84 = load <1 x i32>, ptr addrspace(3) %83, align 4, !dbg !11
  %85 = getelementptr inbounds nuw i8, ptr addrspace(3) %83, i32 128, !dbg !11
  %86 = load <1 x i32>, ptr addrspace(3) %85, align 4, !dbg !11
  %87 = shufflevector <1 x i32> %86, <1 x i32> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>, !dbg !11
  %88 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %1, i16 0, i64 2147483646, i32 159744), !dbg !11
  %89 = shufflevector <1 x i32> %66, <1 x i32> %72, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !11
  %90 = shufflevector <4 x i32> %89, <4 x i32> %69, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !11
  %91 = shufflevector <4 x i32> %90, <4 x i32> %75, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !11
  %92 = shl nuw nsw i32 %9, 4, !dbg !11
  %93 = and i32 %92, 3968, !dbg !11
  %94 = shl nuw nsw i32 %5, 4, !dbg !11
  %95 = and i32 %94, 112, !dbg !11
  %96 = or disjoint i32 %93, %95, !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.v4i32(<4 x i32> %91, ptr addrspace(8) %88, i32 %96, i32 0, i32 0), !dbg !11
  %97 = shufflevector <1 x i32> %78, <1 x i32> %84, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !11
  %98 = shufflevector <4 x i32> %97, <4 x i32> %81, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !11
  %99 = shufflevector <4 x i32> %98, <4 x i32> %87, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !11
  %100 = or disjoint i32 %96, 4096, !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.v4i32(<4 x i32> %99, ptr addrspace(8) %88, i32 %100, i32 0, i32 0), !dbg !11
  ret void, !dbg !18
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

attributes #0 = { mustprogress norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
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
!14 = !DILocation(line: 90, column: 26, scope: !4)
!15 = !DILocation(line: 90, column: 18, scope: !4)
!16 = !DILocation(line: 91, column: 51, scope: !4)
!17 = !{!"amdgpu-synchronize-as", !"local"}
!18 = !DILocation(line: 87, column: 1, scope: !4)
