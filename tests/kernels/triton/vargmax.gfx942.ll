; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @vargmax(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree writeonly captures(none) %1, i32 inreg %2, ptr addrspace(1) inreg nofree readnone captures(none) %3, ptr addrspace(1) inreg nofree readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !11
  %7 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %6), !dbg !11
  %8 = lshr i32 %7, 6, !dbg !11
  %9 = and i32 %8, 3, !dbg !11
  %10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !12
  %11 = shl i32 %10, 8, !dbg !12
  %12 = and i32 %6, 63, !dbg !13
  %13 = shl nuw nsw i32 %9, 6, !dbg !13
  %14 = or disjoint i32 %13, %12, !dbg !13
  %15 = or disjoint i32 %14, %11, !dbg !12
  %16 = icmp slt i32 %15, %2, !dbg !14
  %17 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 159744), !dbg !15
  %18 = shl i32 %15, 2, !dbg !15
  %19 = select i1 %16, i32 %18, i32 -2147483648, !dbg !15
  %20 = tail call i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) %17, i32 %19, i32 0, i32 0), !dbg !15
  %21 = select i1 %16, i32 %20, i32 -2147483648, !dbg !15
  %22 = shl nuw nsw i32 %12, 2, !dbg !16
  %23 = xor i32 %22, 128, !dbg !16
  %24 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %23, i32 %21), !dbg !16
  %25 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %23, i32 %14), !dbg !16
  %26 = icmp eq i32 %21, %24, !dbg !22
  %27 = icmp slt i32 %14, %25, !dbg !24
  %28 = and i1 %27, %26, !dbg !22
  %29 = icmp sgt i32 %21, %24, !dbg !25
  %30 = or i1 %29, %28, !dbg !25
  %31 = select i1 %30, i32 %21, i32 %24, !dbg !26
  %32 = select i1 %30, i32 %14, i32 %25, !dbg !27
  %33 = xor i32 %22, 64, !dbg !16
  %34 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %33, i32 %31), !dbg !16
  %35 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %33, i32 %32), !dbg !16
  %36 = icmp eq i32 %31, %34, !dbg !22
  %37 = icmp slt i32 %32, %35, !dbg !24
  %38 = and i1 %36, %37, !dbg !22
  %39 = icmp sgt i32 %31, %34, !dbg !25
  %40 = or i1 %39, %38, !dbg !25
  %41 = select i1 %40, i32 %31, i32 %34, !dbg !26
  %42 = select i1 %40, i32 %32, i32 %35, !dbg !27
  %43 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %41, i32 296, i32 15, i32 15, i1 true), !dbg !16
  %44 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %42, i32 296, i32 15, i32 15, i1 true), !dbg !16
  %45 = icmp eq i32 %41, %43, !dbg !22
  %46 = icmp slt i32 %42, %44, !dbg !24
  %47 = and i1 %45, %46, !dbg !22
  %48 = icmp sgt i32 %41, %43, !dbg !25
  %49 = or i1 %48, %47, !dbg !25
  %50 = select i1 %49, i32 %41, i32 %43, !dbg !26
  %51 = select i1 %49, i32 %42, i32 %44, !dbg !27
  %52 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %50, i32 321, i32 15, i32 15, i1 true), !dbg !16
  %53 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %52, i32 27, i32 15, i32 15, i1 true), !dbg !16
  %54 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %51, i32 321, i32 15, i32 15, i1 true), !dbg !16
  %55 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %54, i32 27, i32 15, i32 15, i1 true), !dbg !16
  %56 = icmp eq i32 %50, %53, !dbg !22
  %57 = icmp slt i32 %51, %55, !dbg !24
  %58 = and i1 %56, %57, !dbg !22
  %59 = icmp sgt i32 %50, %53, !dbg !25
  %60 = or i1 %59, %58, !dbg !25
  %61 = select i1 %60, i32 %50, i32 %53, !dbg !26
  %62 = select i1 %60, i32 %51, i32 %55, !dbg !27
  %63 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %61, i32 78, i32 15, i32 15, i1 true), !dbg !16
  %64 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %62, i32 78, i32 15, i32 15, i1 true), !dbg !16
  %65 = icmp eq i32 %61, %63, !dbg !22
  %66 = icmp slt i32 %62, %64, !dbg !24
  %67 = and i1 %65, %66, !dbg !22
  %68 = icmp sgt i32 %61, %63, !dbg !25
  %69 = or i1 %68, %67, !dbg !25
  %70 = select i1 %69, i32 %61, i32 %63, !dbg !26
  %71 = select i1 %69, i32 %62, i32 %64, !dbg !27
  %72 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %70, i32 177, i32 15, i32 15, i1 true), !dbg !16
  %73 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %71, i32 177, i32 15, i32 15, i1 true), !dbg !16
  %74 = icmp eq i32 %70, %72, !dbg !22
  %75 = icmp slt i32 %71, %73, !dbg !24
  %76 = and i1 %74, %75, !dbg !22
  %77 = icmp sgt i32 %70, %72, !dbg !25
  %78 = or i1 %77, %76, !dbg !25
  %79 = select i1 %78, i32 %70, i32 %72, !dbg !26
  %80 = select i1 %78, i32 %71, i32 %73, !dbg !27
  %81 = shl nuw nsw i32 %9, 2, !dbg !16
  %82 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %81, !dbg !16
  %83 = insertelement <1 x i32> poison, i32 %79, i64 0, !dbg !16
  store <1 x i32> %83, ptr addrspace(3) %82, align 4, !dbg !16
  fence syncscope("workgroup") release, !dbg !16, !mmra !28
  tail call void @llvm.amdgcn.s.barrier(), !dbg !16
  fence syncscope("workgroup") acquire, !dbg !16, !mmra !28
  %84 = shl nuw nsw i32 %6, 2, !dbg !16
  %85 = and i32 %84, 12, !dbg !16
  %86 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %85, !dbg !16
  %87 = load <1 x i32>, ptr addrspace(3) %86, align 4, !dbg !16
  %88 = extractelement <1 x i32> %87, i64 0, !dbg !16
  %89 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16), i32 %81, !dbg !16
  %90 = insertelement <1 x i32> poison, i32 %80, i64 0, !dbg !16
  store <1 x i32> %90, ptr addrspace(3) %89, align 4, !dbg !16
  fence syncscope("workgroup") release, !dbg !16, !mmra !28
  tail call void @llvm.amdgcn.s.barrier(), !dbg !16
  fence syncscope("workgroup") acquire, !dbg !16, !mmra !28
  %91 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16), i32 %85, !dbg !16
  %92 = load <1 x i32>, ptr addrspace(3) %91, align 4, !dbg !16
  %93 = extractelement <1 x i32> %92, i64 0, !dbg !16
  %94 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %88, i32 78, i32 15, i32 15, i1 true), !dbg !16
  %95 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %93, i32 78, i32 15, i32 15, i1 true), !dbg !16
  %96 = icmp eq i32 %88, %94, !dbg !22
  %97 = icmp slt i32 %93, %95, !dbg !24
  %98 = and i1 %96, %97, !dbg !22
  %99 = icmp sgt i32 %88, %94, !dbg !25
  %100 = or i1 %99, %98, !dbg !25
  %101 = select i1 %100, i32 %88, i32 %94, !dbg !26
  %102 = select i1 %100, i32 %93, i32 %95, !dbg !27
  %103 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %101, i32 177, i32 15, i32 15, i1 true), !dbg !16
  %104 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %102, i32 177, i32 15, i32 15, i1 true), !dbg !16
  %105 = or i32 %9, %12, !dbg !11
  %106 = icmp eq i32 %105, 0, !dbg !11
  br i1 %106, label %107, label %117, !dbg !11

107:                                              ; preds = %5
  %108 = icmp sgt i32 %101, %103, !dbg !25
  %109 = icmp eq i32 %101, %103, !dbg !22
  %110 = icmp slt i32 %102, %104, !dbg !24
  %111 = and i1 %109, %110, !dbg !22
  %112 = or i1 %108, %111, !dbg !25
  %113 = select i1 %112, i32 %102, i32 %104, !dbg !27
  %114 = insertelement <1 x i32> poison, i32 %113, i64 0, !dbg !11
  %115 = sext i32 %10 to i64, !dbg !11
  %116 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %115, !dbg !11
  store <1 x i32> %114, ptr addrspace(1) %116, align 4, !dbg !11
  br label %117, !dbg !11

117:                                              ; preds = %107, %5
  ret void, !dbg !29
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) readnone, i16, i64, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) readonly captures(none), i32, i32, i32 immarg) #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #6

attributes #0 = { mustprogress norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #6 = { convergent mustprogress nocallback nofree nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "vargmax", linkageName: "vargmax", scope: !1, file: !1, line: 37, type: !5, scopeLine: 37, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !8, !9, !9}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!11 = !DILocation(line: 41, column: 5, scope: !4)
!12 = !DILocation(line: 39, column: 12, scope: !4)
!13 = !DILocation(line: 39, column: 39, scope: !4)
!14 = !DILocation(line: 40, column: 32, scope: !4)
!15 = !DILocation(line: 40, column: 9, scope: !4)
!16 = !DILocation(line: 206, column: 20, scope: !17, inlinedAt: !19)
!17 = distinct !DILexicalBlockFile(scope: !4, file: !18, discriminator: 0)
!18 = !DIFile(filename: "standard.py", directory: ".")
!19 = !DILocation(line: 223, column: 16, scope: !17, inlinedAt: !20)
!20 = !DILocation(line: 41, column: 38, scope: !21)
!21 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!22 = !DILocation(line: 175, column: 15, scope: !17, inlinedAt: !23)
!23 = !DILocation(line: 186, column: 12, scope: !17, inlinedAt: !16)
!24 = !DILocation(line: 175, column: 36, scope: !17, inlinedAt: !23)
!25 = !DILocation(line: 178, column: 10, scope: !17, inlinedAt: !23)
!26 = !DILocation(line: 179, column: 13, scope: !17, inlinedAt: !23)
!27 = !DILocation(line: 180, column: 13, scope: !17, inlinedAt: !23)
!28 = !{!"amdgpu-synchronize-as", !"local"}
!29 = !DILocation(line: 37, column: 1, scope: !4)
